#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerate resources/seed/{gpus,prices}.csv from the reference data in ../shared/data.

The app seeds a new database from these two files on first start. Refreshing prices or specs
is a data change: drop the new reference files in, run this script, commit its output.

    python3 tools/make_seed.py [--data ../shared/data] [--out resources/seed]

Price files are matched to database GPU names exactly, or through tools/price_aliases.csv.
GPUs in the price files that the spec dataset lacks are reported and left out.
"""
import argparse
import csv
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
# The latest snapshot date the spec dataset's sources document cites (gpu_specs_sources.md).
SPEC_DATASET_DATE = "2025-06-16"


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(HERE.parent.parent / "shared" / "data"))
    parser.add_argument("--out", default=str(HERE.parent / "resources" / "seed"))
    args = parser.parse_args()
    data = pathlib.Path(args.data)
    out = pathlib.Path(args.out)

    specs = read_csv(data / "gpu_specs.csv")
    names = {row["name"] for row in specs}
    releases = {r["name"]: r for r in read_csv(HERE / "release_dates.csv")}
    missing = names - set(releases)
    if missing:
        sys.exit(f"tools/release_dates.csv lacks: {', '.join(sorted(missing))}")
    fields = list(specs[0].keys()) + ["spec_recorded_on", "release_month", "release_source"]
    with open(out / "gpus.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for row in specs:
            release = releases[row["name"]]
            if release["release_month"][:4] != row["release_year"]:
                print(f"  {row['name']}: release month {release['release_month']} disagrees with release_year "
                      f"{row['release_year']}", file=sys.stderr)
            writer.writerow({**row, "spec_recorded_on": SPEC_DATASET_DATE,
                             "release_month": release["release_month"], "release_source": release["source"]})

    aliases = {r["price_file_name"]: r for r in read_csv(HERE / "price_aliases.csv")}
    skipped = {}

    def resolve(name):
        if name in names:
            return name, ""
        alias = aliases.get(name)
        if alias and alias["database_name"] in names:
            return alias["database_name"], alias["note"]
        skipped[name] = skipped.get(name, 0) + 1
        return None, ""

    prices = []
    for row in read_csv(data / "prices_amazon_monthly_2022-2025.csv"):
        gpu, alias_note = resolve(row["gpu"])
        if not gpu:
            continue
        note = f"Amazon monthly median of {row['n_points']} price point(s), range {row['min_usd']}-{row['max_usd']} USD"
        if alias_note:
            note += f"; {alias_note}"
        prices.append([gpu, row["month"], "new", row["median_usd"], "Amazon price history (Keepa), " + row["source"], note])
    for row in read_csv(data / "prices_ebay_monthly_2022-2023.csv"):
        gpu, alias_note = resolve(row["gpu"])
        if not gpu:
            continue
        suffix = f"; {alias_note}" if alias_note else ""
        prices.append([gpu, row["month"], "used", row["ebay_avg_sold_usd"], "eBay average sold price, Tom's Hardware, " + row["source"],
                       f"{row['qty_sold']} card(s) sold that month{suffix}"])
        if row["lowest_retail_usd_that_month"].strip():
            prices.append([gpu, row["month"], "new", row["lowest_retail_usd_that_month"],
                           "Lowest retail price of the month, Tom's Hardware, " + row["source"],
                           "lowest new retail listing that month" + suffix])
    prices.sort(key=lambda p: (p[0], p[1], p[2], p[4]))
    with open(out / "prices.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["gpu", "date", "condition", "usd", "source", "note"])
        writer.writerows(prices)

    print(f"{len(specs)} GPUs, {len(prices)} price observations written to {out}")
    for name, count in sorted(skipped.items()):
        print(f"  not in the spec dataset, left out: {name} ({count} observation(s))", file=sys.stderr)


if __name__ == "__main__":
    main()
