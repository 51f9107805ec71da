#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerate resources/seed/part_prices.csv: dated prices of the build planner's other parts.

Two kinds of input, both copied from public sources, never typed in as estimates:
- Monthly snapshots of PCPartPicker's US product lists (the lowest current price of each
  product across the retailers PCPartPicker follows), as published in docyx/pc-part-dataset
  (MIT). Each commit below that changed data/json/*.json is one snapshot; its commit date is the
  observation date. From each snapshot this script computes one median per part class (the
  rules are in CLASSES below and in docs/part-prices.md). Pass a clone of the repository with
  --dataset; the commits are read with `git show`, so a newer clone gives the same rows.
- Dated figures from articles and price trackers (tools/part_price_articles.csv): each row has
  its URL, date, what the figure is and how a per-GB or per-TB figure was worked out.

    python3 tools/make_part_prices.py --dataset PATH/TO/pc-part-dataset [--out resources/seed]
"""
import argparse
import csv
import json
import pathlib
import re
import statistics
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
REPO = "docyx/pc-part-dataset"
# The snapshots used (commit, date): every commit up to 2025-07 that changed the JSON lists.
SNAPSHOTS = [
    ("b1d05f6", "2023-07-05"),
    ("2037a1a", "2023-08-06"),
    ("333e9a1", "2023-09-12"),
    ("5bc9f76", "2023-10-21"),
    ("7e62fbb", "2023-11-16"),
    ("40f99bb", "2023-12-17"),
    ("d7c3d7f", "2024-01-20"),
    ("bd84e3f", "2024-02-20"),
    ("81f17f0", "2024-03-27"),
    ("f810caf", "2024-05-14"),
    ("06ffc8e", "2025-07-23"),
]
COLUMNS = ["part", "unit", "observed_on", "usd", "statistic", "source", "note"]
MIN_SAMPLE = 2  # fewer products than this in a class: no row for that snapshot
TOP = 100  # for the classes that take PCPartPicker's first listed products


def module_gb(item):
    count, size = item.get("modules") or (0, 0)
    return count * size


def ram(generation):
    def select(items):
        return [i["price"] / module_gb(i) for i in items
                if i.get("price") and (i.get("speed") or [0])[0] == generation and 32 <= module_gb(i) <= 64
                and (i.get("modules") or [0])[0] == 2]
    return select


def nvme(items):
    return [i["price"] / i["capacity"] * 1000 for i in items
            if i.get("price") and i.get("type") == "SSD" and (i.get("interface") or "").startswith("M.2 PCIe")
            and 1000 <= (i.get("capacity") or 0) <= 4000]


def psu(watts):
    def select(items):
        return [i["price"] for i in items
                if i.get("price") and i.get("type") == "ATX" and i.get("wattage") == watts
                and i.get("efficiency") in ("gold", "platinum", "titanium")]
    return select


def ryzen_am5(cores):
    pattern = re.compile(r"AMD Ryzen [579] [79]\d{3}")
    def select(items):
        return [i["price"] for i in items
                if i.get("price") and pattern.match(i.get("name", "")) and i.get("core_count") == cores]
    return select


def first_listed(predicate):
    def select(items):
        return [i["price"] for i in items if i.get("price") and predicate(i)][:TOP]
    return select


# part key, unit, list file, selection, how the row's note describes it
CLASSES = [
    ("ram-ddr5", "per_gb", "memory", ram(5),
     "median price per GB of the listed 2-module DDR5 kits of 32-64 GB"),
    ("ram-ddr4", "per_gb", "memory", ram(4),
     "median price per GB of the listed 2-module DDR4 kits of 32-64 GB"),
    ("ssd-nvme", "per_tb", "internal-hard-drive", nvme,
     "median price per TB of the listed M.2 PCIe SSDs of 1-4 TB"),
    ("cpu-desktop-8c", "each", "cpu", ryzen_am5(8), "median of the listed 8-core AMD Ryzen 7000/9000 (AM5) models"),
    ("cpu-desktop-12c", "each", "cpu", ryzen_am5(12), "median of the listed 12-core AMD Ryzen 7000/9000 (AM5) models"),
    ("cpu-desktop-16c", "each", "cpu", ryzen_am5(16), "median of the listed 16-core AMD Ryzen 7000/9000 (AM5) models"),
    ("board-desktop", "each", "motherboard",
     first_listed(lambda i: i.get("socket") == "AM5" and i.get("form_factor") == "ATX"),
     f"median of the first {TOP} listed AM5 ATX boards"),
    ("cooler-desktop", "each", "cpu-cooler", first_listed(lambda i: not i.get("size")),
     f"median of the first {TOP} listed air coolers"),
    ("cooler-workstation", "each", "cpu-cooler", first_listed(lambda i: i.get("size") == 360),
     f"median of the first {TOP} listed 360 mm liquid coolers"),
    ("case-desktop", "each", "case", first_listed(lambda i: i.get("type") == "ATX Mid Tower"),
     f"median of the first {TOP} listed ATX mid towers"),
    ("case-workstation", "each", "case", first_listed(lambda i: i.get("type") == "ATX Full Tower"),
     f"median of the first {TOP} listed ATX full towers"),
] + [(f"psu-atx-{w}", "each", "power-supply", psu(w),
      f"median of the listed {w} W ATX units rated 80 PLUS Gold or better")
     for w in (550, 650, 750, 850, 1000, 1200, 1300, 1600)]


def snapshot_rows(dataset):
    rows = []
    for commit, date in SNAPSHOTS:
        cache = {}
        for part, unit, file, select, how in CLASSES:
            if file not in cache:
                try:
                    text = subprocess.check_output(["git", "-C", dataset, "show", f"{commit}:data/json/{file}.json"],
                                                   stderr=subprocess.DEVNULL)
                    cache[file] = json.loads(text)
                except subprocess.CalledProcessError:
                    cache[file] = []
            values = select(cache[file])
            if len(values) < MIN_SAMPLE:
                continue
            full = subprocess.check_output(["git", "-C", dataset, "rev-parse", commit], text=True).strip()
            rows.append({"part": part, "unit": unit, "observed_on": date, "usd": f"{statistics.median(values):.2f}",
                         "statistic": "median_lowest_retail",
                         "source": f"PCPartPicker via {REPO}:data/json/{file}.json@{full}",
                         "note": f"PCPartPicker US snapshot: {how} ({len(values)} products; each at its lowest "
                                 f"current price across retailers)"})
    return rows


def article_rows():
    rows = []
    with open(HERE / "part_price_articles.csv", newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            rows.append({k: r[k] for k in COLUMNS})
    return rows


def check(rows):
    known = {c[0]: c[1] for c in CLASSES}
    for r in rows:
        if r["unit"] not in ("each", "per_gb", "per_tb"):
            sys.exit(f"unknown unit {r['unit']!r} in {r}")
        if r["part"] in known and known[r["part"]] != r["unit"]:
            sys.exit(f"{r['part']} is priced {known[r['part']]}, not {r['unit']}")
        if not re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", r["observed_on"]):
            sys.exit(f"bad date {r['observed_on']!r}")
        if float(r["usd"]) <= 0 or not r["source"]:
            sys.exit(f"bad row {r}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", required=True, help="a clone of docyx/pc-part-dataset")
    parser.add_argument("--out", default=str(HERE.parent / "resources" / "seed"))
    args = parser.parse_args()
    snapshot = snapshot_rows(args.dataset)
    articles = article_rows()
    rows = sorted(snapshot + articles, key=lambda r: (r["part"], r["observed_on"]))
    check(rows)
    out = pathlib.Path(args.out) / "part_prices.csv"
    with open(out, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} rows ({len(snapshot)} from {len(SNAPSHOTS)} PCPartPicker snapshots, "
          f"{len(articles)} from articles) in {out}")


if __name__ == "__main__":
    main()
