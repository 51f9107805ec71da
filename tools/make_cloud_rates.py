#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerate resources/seed/cloud_rates.csv from dated cloud GPU prices.

Two kinds of input, both copied from public sources, never typed in:
- SkyPilot catalog rows (tools/cloud_samples/skypilot-*.csv, verbatim rows of
  skypilot-org/skypilot-catalog at the commits named below). They keep their columns; the app
  maps AcceleratorName to its GPU names through resources/seed/cloud_aliases.csv and divides
  Price by AcceleratorCount for the rate per GPU-hour.
- The cloud_on_demand rows of ../shared/data/2026/prices_2025-2026.csv that name one provider's
  offer (toolshedlabs-hash/gpu-price-feed: RunPod, Lambda, Vast.ai, DataCrunch/Verda,
  DigitalOcean). They are already USD per GPU-hour. The two price indexes in that file
  (henryzhangpku/gpu-price-index and ewyluda/gpu-price-index) are medians over many providers,
  not an offer anyone can rent, so they are left out: mixed with offers they would count as a
  provider of their own in the cheapest and median rates.

    python3 tools/make_cloud_rates.py [--data ../shared/data] [--out resources/seed]
"""
import argparse
import csv
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent

# The snapshots' commit dates are not available where the rows were read: the catalog
# repository (1.7 GB) is too large to fetch there, and the stored copies of single files carry
# their commit but no date. So each file's rows carry the day they were read and say so in
# their note.
SKYPILOT = [
    ("skypilot-vast.csv", "Vast.ai",
     "skypilot-org/skypilot-catalog:catalogs/v7/vast/vms.csv@00690e7666c721997de53f0594aef3d86d560545",
     "every row of the file; one verified host's asking price per machine; SpotPrice 0.00 means no spot offer",
     "2026-11-23"),
    ("skypilot-runpod.csv", "RunPod",
     "skypilot-org/skypilot-catalog:catalogs/v7/runpod/vms.csv@0727c2bd9e77f91cb1377127c5f793a28cf01384",
     "rows of zone US-TX-1 only (the file repeats each price for every zone); secure cloud",
     "2026-11-23"),
    ("skypilot-lambda.csv", "Lambda",
     "skypilot-org/skypilot-catalog:catalogs/v7/lambda/vms.csv@11580132cea293395776b033c8533714d42abb4e",
     "rows of region us-east-1 only (the file repeats each price for every region)",
     "2026-11-23"),
    ("skypilot-simplepod.csv", "SimplePod",
     "skypilot-org/skypilot-catalog:catalogs/v7/simplepod/vms.csv@1010b7594439e103435466844552cf3580460085",
     "the RTX5090 rows only (all in Europe-PL; the two 8-GPU rows are two offers); the file has no "
     "SpotPrice column, so no spot offer",
     "2026-11-24"),
    ("skypilot-primeintellect.csv", "Prime Intellect",
     "skypilot-org/skypilot-catalog:catalogs/v7/primeintellect/vms.csv@0e770ccae123b1191f7b96ed43cb3b0981e55d59",
     "the RTX5090 rows only (all three are RunPod machines offered through Prime Intellect's marketplace, "
     "InstanceType runpod__..., at Prime Intellect's price); SpotPrice 99999999 is the file's mark for no "
     "spot offer and is left blank",
     "2026-11-24"),
]
# What a catalog writes in SpotPrice for a machine that has no spot offer, beside 0 and nothing.
NO_SPOT = {"99999999"}
COLUMNS = ["gpu", "provider", "InstanceType", "AcceleratorName", "AcceleratorCount", "vCPUs", "MemoryGiB", "Price",
           "Region", "SpotPrice", "date", "source", "note"]
OFFER = re.compile(r'offer for key "([^"]+)" at (RunPod|Lambda|Vast\.ai|DataCrunch/Verda|DigitalOcean) ')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(HERE.parent.parent / "shared" / "data"))
    parser.add_argument("--out", default=str(HERE.parent / "resources" / "seed"))
    args = parser.parse_args()
    rows = []
    for file, provider, source, how, read_on in SKYPILOT:
        with open(HERE / "cloud_samples" / file, newline="", encoding="utf-8") as f:
            for r in csv.DictReader(f):
                if not r["AcceleratorName"]:
                    continue  # a CPU machine
                rows.append({"gpu": "", "provider": provider, "InstanceType": r["InstanceType"],
                             "AcceleratorName": r["AcceleratorName"], "AcceleratorCount": r["AcceleratorCount"],
                             "vCPUs": r.get("vCPUs", ""), "MemoryGiB": r.get("MemoryGiB", ""), "Price": r["Price"],
                             "Region": r.get("Region", ""), "SpotPrice": "" if r.get("SpotPrice") in NO_SPOT else r.get("SpotPrice", ""),
                             "date": read_on,
                             "source": source,
                             "note": f"SkyPilot catalog, {how}; read on {read_on} from a stored copy of the file "
                                     "at that commit, whose commit date was not available"})
    skipped = 0
    with open(pathlib.Path(args.data) / "2026" / "prices_2025-2026.csv", newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f):
            if r["condition"] != "cloud_on_demand":
                continue
            offer = OFFER.search(r["note"])
            if not offer:
                skipped += 1  # an index over providers, not an offer
                continue
            rows.append({"gpu": r["gpu"], "provider": offer.group(2), "InstanceType": "",
                         "AcceleratorName": offer.group(1), "AcceleratorCount": "1", "vCPUs": "", "MemoryGiB": "",
                         "Price": r["usd"], "Region": "", "SpotPrice": "", "date": r["date"], "source": r["source"],
                         "note": r["note"]})
    with open(pathlib.Path(args.out) / "cloud_rates.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} cloud rates written; {skipped} index rows left out", file=sys.stderr)


if __name__ == "__main__":
    main()
