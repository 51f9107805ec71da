#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write the data bundle that `gpu-advisor db update` and File > Update data download.

The bundle is the seed data (resources/seed) as plain files beside a manifest.json that gives
the format version, the date, and each file's kind, size and SHA-256. Publish the folder's files
side by side (the app's default address is the latest release's assets:
https://github.com/gpuadvisor/gpu-advisor/releases/latest/download/manifest.json).

    python3 tools/make_bundle.py [--seed resources/seed] [--out build/data-bundle] [--date YYYY-MM-DD]
"""
import argparse
import datetime
import hashlib
import json
import pathlib
import shutil

HERE = pathlib.Path(__file__).resolve().parent
FORMAT_VERSION = 1  # DataBundle::FormatVersion in model/update/databundle.h
# Seed file -> bundle kind. Flowcharts are flowchart-<key>.json.
KINDS = {"gpus.csv": "gpus", "prices.csv": "prices", "cloud_rates.csv": "cloud_rates",
         "cloud_aliases.csv": "cloud_aliases", "part_prices.csv": "part_prices",
         "software_targets.csv": "software_targets", "software_readiness.csv": "software_readiness"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", default=str(HERE.parent / "resources" / "seed"))
    parser.add_argument("--out", default=str(HERE.parent / "build" / "data-bundle"))
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args()
    seed = pathlib.Path(args.seed)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    files = [(seed / name, name, kind) for name, kind in KINDS.items() if (seed / name).exists()]
    files += [(path, "flowchart-" + path.name, "flowchart") for path in sorted((seed / "flowcharts").glob("*.json"))]
    entries = []
    for path, name, kind in files:
        data = path.read_bytes()
        shutil.copyfile(path, out / name)
        entries.append({"name": name, "kind": kind, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
    manifest = {"format": "gpu-advisor-data", "format_version": FORMAT_VERSION, "date": args.date,
                "generator": "tools/make_bundle.py", "files": entries}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    total = sum(e["size"] for e in entries)
    print(f"{len(entries)} files, {total} bytes, manifest dated {args.date} in {out}")


if __name__ == "__main__":
    main()
