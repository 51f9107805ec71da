#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerate resources/seed/{gpus,prices}.csv from the reference data in ../shared/data.

The app seeds a new database from these two files on first start. Refreshing prices or specs
is a data change: drop the new reference files in, run this script, commit its output.

    python3 tools/make_seed.py [--data ../shared/data] [--out resources/seed]

Spec rows come from gpu_specs.csv, where present 2026/gpu_specs_additions.csv and
2026/unified_machines.csv (unified-memory machines as sold, one row per memory configuration), and
tools/spec_additions.csv (devices the shared data lacks, each row with its sources); launch
months from tools/release_dates.csv; rated boost clocks from tools/boost_clocks.csv (blank where
the sources publish none); unified-memory machines (and the share of their memory the
GPU can use) from tools/unified_memory.csv; fields the data leaves blank and the app needs from
tools/spec_fills.csv, each with its source (a fill of `source` goes before a source that has no
address a reader can open, which it keeps). A machine row leaves its chip's figures blank on
purpose: tools/machine_chips.csv names the chip row each machine's GPU is (with why), and the
columns the machine leaves blank are taken from that row (after its own fills), each named in the
notes; its vendor becomes the GPU's maker, since the performance model and the runtimes go by it
(the machine's maker is in its name). Rows still lacking a required field are reported and left
out. Price files are matched to database GPU names exactly, or through
tools/price_aliases.csv; every observation gets a kind (what the figure is) from its source's
documented method. Cloud rental rates (condition cloud_on_demand) are not purchase prices and
are left to the cloud rates seed. Rows a source marks SUPERSEDED and the rows
tools/prices_left_out.csv lists (each with its reason) are left out. GPUs in the price files that
the spec dataset lacks are reported and left out. tools/price_additions.csv adds observations the
shared data lacks (a euro price converted at the ECB's reference rate of its day, a dated store
listing found later), each with its source, its kind and a note saying what was derived.

Software readiness (which stacks run on which GPU, docs/software-readiness.md) comes from
tools/software_readiness.csv, gathered by hand from each project's support matrix and release
notes: a row names a stack, an operating system, its state and source, and the compute targets
(tools/gpu_targets.csv gives every GPU's) or the GPUs it applies to. It is written out one row per
target (or GPU) to software_readiness.csv, beside software_targets.csv.
"""
import argparse
import csv
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
# The latest snapshot date the spec dataset's sources document cites (gpu_specs_sources.md).
SPEC_DATASET_DATE = "2025-06-16"
# The latest date the 2026 additions' sources were read on (data/2026/README.md: gpu-agent at
# 2026-08-22, vendor pages "checked 2026-09-25").
SPEC_ADDITIONS_DATE = "2026-09-25"
# The date tools/spec_additions.csv's sources were read on (issue 26: Apple M1/M2 Max and Ultra,
# RTX PRO 6000 Blackwell Max-Q).
SPEC_TOOLS_DATE = "2026-11-27"
# The date data/2026/README.md section 5 (unified_machines.csv) was gathered on.
SPEC_MACHINES_DATE = "2026-11-27"
# Columns a machine takes from its chip's row where it leaves them blank: the SoC's figures.
CHIP_COLUMNS = ["architecture", "l2_cache_mb", "fp32_tflops", "fp16_tensor_tflops_dense", "bf16_support",
                "fp8_support", "int8_tops_dense", "tensor_core_gen", "tdp_w"]
# Columns a spec row cannot do without (the app's model needs them); rows lacking one are
# reported and left out.
REQUIRED_SPEC_COLUMNS = ["release_year", "vram_gb", "mem_bandwidth_gbs", "fp32_tflops", "tdp_w"]
# The stacks and systems software readiness knows (model/readiness/softwarestack.cpp lists the same).
READINESS_STACKS = ["pytorch", "jax", "tensorflow", "llamacpp-cuda", "llamacpp-rocm", "llamacpp-vulkan",
                    "llamacpp-sycl", "llamacpp-metal", "ollama", "lmstudio", "vllm", "sglang", "tensorrt-llm",
                    "mlx", "flash-attention-2", "flash-attention-3", "bitsandbytes", "unsloth"]
READINESS_SYSTEMS = ["linux", "windows", "macos"]
READINESS_STATES = ["supported", "unofficial", "unsupported"]


# A source a reader can open: a URL, or a repository file at a commit (owner/repo:path@commit).
ADDRESS = re.compile(r"https?://|[\w.-]+/[\w.-]+:\S+@[0-9a-f]{7,40}")


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def default_data_dir():
    """shared/data next to the checkout, or next to any folder above it (worktrees)."""
    for parent in HERE.parents:
        candidate = parent / "shared" / "data"
        if (candidate / "gpu_specs.csv").exists():
            return candidate
    return HERE.parent.parent / "shared" / "data"


def price_kind(source, condition, note):
    """What an observation is, from its source's documented method (data/2026/README.md)."""
    if source.startswith("Amazon price history"):
        return "retail_median"
    if source.startswith("eBay average sold price"):
        return "sold_average"
    if source.startswith("Lowest retail price of the month"):
        return "retail_lowest"
    if source.startswith("SiliconValueIndex/siliconvalueindex:data/processed/prices_history"):
        return "retail_listing"  # one Best Buy API reading of one product (README section 5.2)
    if source.startswith("SiliconValueIndex/"):
        return "retail_lowest"
    if source.startswith("activescott/gpu-agent") or source.startswith("activescott/gpu-poet"):
        # "New on Amazon" (README section 5.2) is the same statistic over Amazon's new-card listings.
        if '"best deal"' in note or "same lowest-3 method" in note or '"New on Amazon"' in note:
            return "asking_lowest3_mean"
        if "median" in note:
            return "asking_median"
        if "overall average" in note:
            return "asking_mean"
        if "lowest used" in note:
            return "asking_lowest"
    if note.startswith("Blog post"):
        return "article"
    # data/2026/README.md section 5: RigPrice's "going rate" and Silicon Comps are medians of eBay
    # asking prices, GPUDojo's "used from" the lowest listing.
    if "rigprice.com" in source or "siliconcomps.com" in source:
        return "asking_median"
    if "gpudojo.com" in source:
        return "asking_lowest"
    if source.startswith("Public homelab research note"):
        return "asking_lowest" if " low / " in note else "article"
    # One store's price for one configuration on the day: a store page, a tracker's daily reading
    # of it, a dated hand check of it. Launch prices a tracker typed in, and figures a secondary
    # source relays (Phoronix), are quoted ones.
    stores = ("Tandem-Engineering-Group/hw-price-radar", "hogeheer499-commits/strix-halo-guide:data/",
              "SiliconValueIndex/siliconvalueindex:data/processed/prices_history", "https://www.newegg.com/",
              "https://frame.work/", "https://www.gmktec.com/", "https://www.apple.com/shop/",
              "https://marketplace.nvidia.com/", "https://www.cdw.com/")
    if source.startswith(stores) and "launch" not in note.lower() and "Phoronix" not in note:
        return "retail_listing"
    if source.startswith(("https://", "Blog draft", "Public project note", "Phoronix ")) or \
            source.startswith(stores) or "strix-halo-guide" in source:
        return "article"
    sys.exit(f"no price kind for source {source!r} ({condition}): {note[:80]!r}")


def write_readiness(names, out):
    """software_targets.csv and software_readiness.csv; exits on anything it cannot place."""
    targets = {}
    for r in read_csv(HERE / "gpu_targets.csv"):
        if r["gpu"] not in names:
            sys.exit(f"tools/gpu_targets.csv names a GPU the seed lacks: {r['gpu']}")
        if not r["target"].strip() or not r["source"].strip():
            sys.exit(f"tools/gpu_targets.csv: {r['gpu']} lacks a target or a source")
        targets[r["gpu"]] = r
    lacking = sorted(names - set(targets))
    if lacking:
        sys.exit(f"tools/gpu_targets.csv lacks GPUs of the seed: {', '.join(lacking)}")
    known = {r["target"] for r in targets.values()}
    expanded = {}
    for line, r in enumerate(read_csv(HERE / "software_readiness.csv"), start=2):
        where = f"tools/software_readiness.csv line {line}"
        if r["stack"] not in READINESS_STACKS or r["os"] not in READINESS_SYSTEMS or r["state"] not in READINESS_STATES:
            sys.exit(f"{where}: unknown stack, os or state ({r['stack']}, {r['os']}, {r['state']})")
        if not r["source"].strip() or len(r["checked_on"]) != 10:
            sys.exit(f"{where}: every row needs a source and the day it was checked on")
        if r["since_date"] and len(r["since_date"]) != 10:
            sys.exit(f"{where}: since_date must be YYYY-MM-DD")
        places = [(t, "") for t in r["targets"].split()]
        places += [(targets[g]["target"] if g in targets else None, g) for g in (x.strip() for x in r["gpus"].split("|")) if g]
        if not places:
            sys.exit(f"{where}: names no target and no GPU")
        for target, gpu in places:
            if target is None or target not in known:
                sys.exit(f"{where}: unknown target or GPU ({target or gpu})")
            key = (target, gpu, r["stack"], r["os"])
            if key in expanded:
                sys.exit(f"{where}: {key} is given twice")
            expanded[key] = [target, gpu, r["stack"], r["os"], r["state"], r["since_version"], r["since_date"],
                             r["min_driver"], r["min_toolkit"], r["note"], r["source"], r["checked_on"]]
    with open(out / "software_targets.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["gpu", "target", "source"])
        writer.writerows([g, targets[g]["target"], targets[g]["source"]] for g in sorted(targets))
    with open(out / "software_readiness.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["target", "gpu", "stack", "os", "state", "since_version", "since_date", "min_driver",
                         "min_toolkit", "note", "source", "checked_on"])
        writer.writerows(expanded[k] for k in sorted(expanded))
    return len(expanded)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(default_data_dir()))
    parser.add_argument("--out", default=str(HERE.parent / "resources" / "seed"))
    args = parser.parse_args()
    data = pathlib.Path(args.data)
    out = pathlib.Path(args.out)

    specs = [(row, SPEC_DATASET_DATE) for row in read_csv(data / "gpu_specs.csv")]
    columns = list(specs[0][0].keys())
    additions = data / "2026" / "gpu_specs_additions.csv"
    if additions.exists():
        specs += [(row, SPEC_ADDITIONS_DATE) for row in read_csv(additions)]
    machines = data / "2026" / "unified_machines.csv"
    if machines.exists():
        for row in read_csv(machines):
            if list(row.keys()) != columns:
                sys.exit("2026/unified_machines.csv must have gpu_specs.csv's columns in its order")
            specs.append((row, SPEC_MACHINES_DATE))
    known = {row["name"] for row, _ in specs}
    for row in read_csv(HERE / "spec_additions.csv"):
        if row["name"] in known:
            sys.exit(f"tools/spec_additions.csv adds {row['name']}, which the data already has")
        if list(row.keys()) != columns:
            sys.exit("tools/spec_additions.csv must have gpu_specs.csv's columns in its order")
        specs.append((row, SPEC_TOOLS_DATE))
    unified = {r["name"]: r for r in read_csv(HERE / "unified_memory.csv")}
    fills = {}
    for r in read_csv(HERE / "spec_fills.csv"):
        fills.setdefault(r["name"], []).append(r)
    releases = {r["name"]: r for r in read_csv(HERE / "release_dates.csv")}
    clocks = {r["name"]: r for r in read_csv(HERE / "boost_clocks.csv")}
    chips = {r["machine"]: r for r in read_csv(HERE / "machine_chips.csv")}
    left_out = []
    kept = []
    filled = {}
    for row, recorded in specs:
        row = dict(row)
        for fill in fills.get(row["name"], []):
            if fill["column"] == "source" and not ADDRESS.search(row["source"]):
                # A source a reader can open, put before the data's own, which has no address.
                row["source"] = f"{fill['value']}; {row['source']}"
            elif row[fill["column"]].strip():
                sys.exit(f"tools/spec_fills.csv fills {row['name']}: {fill['column']}, which the data already has")
            else:
                row[fill["column"]] = fill["value"]
            row["notes"] = (row["notes"] + " " if row["notes"] else "") + \
                f"Filled by the seed step: {fill['column']} = {fill['value']} ({fill['source']})"
        filled[row["name"]] = row
    for row, recorded in specs:
        row = filled[row["name"]]
        chip = chips.get(row["name"])
        if chip:
            if chip["chip"] not in filled:
                sys.exit(f"tools/machine_chips.csv: {row['name']} names a chip row the data lacks: {chip['chip']}")
            source = filled[chip["chip"]]
            taken = []
            for column in CHIP_COLUMNS:
                if not row[column].strip() and source[column].strip():
                    row[column] = source[column]
                    taken.append(f"{column} = {source[column]}")
            note = f"The GPU is the chip row '{chip['chip']}' ({chip['why']})"
            if taken:
                note += f"; taken from it by the seed step: {'; '.join(taken)}"
            if not row["secondary_sources"].strip():
                # The chip row's source backs the figures the machine shares with it.
                row["secondary_sources"] = f"the chip row '{chip['chip']}': {source['source']}"
            if row["vendor"] != chip["vendor"]:
                note += f"; vendor {chip['vendor']}, the GPU's maker (the machine is sold by {row['vendor']})"
                row["vendor"] = chip["vendor"]
            row["notes"] = (row["notes"] + " " if row["notes"] else "") + note + "."
        lacking = [c for c in REQUIRED_SPEC_COLUMNS if not row[c].strip()]
        if not ADDRESS.search(row["source"]):
            lacking.append("source with an address (a URL or a repository file at a commit)")
        if row["name"] not in releases:
            lacking.append("release month (tools/release_dates.csv)")
        if lacking:
            left_out.append(f"{row['name']}: no {', '.join(lacking)}")
            continue
        kept.append((row, recorded))
    names = {row["name"] for row, _ in kept}

    fields = columns + ["spec_recorded_on", "release_month", "release_source",
                        "device_kind", "gpu_memory_gb", "gpu_memory_source", "boost_clock_mhz", "boost_clock_source"]
    with open(out / "gpus.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for row, recorded in kept:
            release = releases[row["name"]]
            if release["release_month"][:4] != row["release_year"]:
                print(f"  {row['name']}: release month {release['release_month']} disagrees with release_year "
                      f"{row['release_year']}", file=sys.stderr)
            extra = {"device_kind": "card", "gpu_memory_gb": "", "gpu_memory_source": ""}
            memory = unified.get(row["name"])
            if memory:
                share = float(memory["gpu_memory_share"])
                extra = {"device_kind": "unified",
                         "gpu_memory_gb": f"{float(row['vram_gb']) * share:g}",
                         "gpu_memory_source": memory["gpu_memory_source"]}
                # No PCIe slot: the generation field says so with 0.
                row["pcie_gen"] = row["pcie_gen"].strip() or "0"
            elif not row["pcie_gen"].strip():
                # Modules whose host link the sources leave open (data/2026/README.md section 2.4).
                row["pcie_gen"] = "0"
            clock = clocks.get(row["name"], {"boost_clock_mhz": "", "source": ""})
            writer.writerow({**row, "spec_recorded_on": recorded, "release_month": release["release_month"],
                             "release_source": release["source"], **extra,
                             "boost_clock_mhz": clock["boost_clock_mhz"], "boost_clock_source": clock["source"]})
    unknown_clocks = set(clocks) - {row["name"] for row, _ in specs}
    if unknown_clocks:
        sys.exit(f"tools/boost_clocks.csv names GPUs the data lacks: {', '.join(sorted(unknown_clocks))}")
    unknown_chips = set(chips) - {row["name"] for row, _ in specs}
    if unknown_chips:
        sys.exit(f"tools/machine_chips.csv names machines the data lacks: {', '.join(sorted(unknown_chips))}")
    unknown_unified = set(unified) - {row["name"] for row, _ in specs}
    if unknown_unified:
        sys.exit(f"tools/unified_memory.csv names GPUs the data lacks: {', '.join(sorted(unknown_unified))}")

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
        prices.append([gpu, row["month"], "new", row["median_usd"], "Amazon price history (Keepa), " + row["source"], note,
                       "retail_median"])
    for row in read_csv(data / "prices_ebay_monthly_2022-2023.csv"):
        gpu, alias_note = resolve(row["gpu"])
        if not gpu:
            continue
        suffix = f"; {alias_note}" if alias_note else ""
        prices.append([gpu, row["month"], "used", row["ebay_avg_sold_usd"], "eBay average sold price, Tom's Hardware, " + row["source"],
                       f"{row['qty_sold']} card(s) sold that month{suffix}", "sold_average"])
        if row["lowest_retail_usd_that_month"].strip():
            prices.append([gpu, row["month"], "new", row["lowest_retail_usd_that_month"],
                           "Lowest retail price of the month, Tom's Hardware, " + row["source"],
                           "lowest new retail listing that month" + suffix, "retail_lowest"])
    rentals = 0
    recent = data / "2026" / "prices_2025-2026.csv"
    if recent.exists():
        for row in read_csv(recent):
            if row["condition"] == "cloud_on_demand":
                # Rental rates (USD per GPU-hour) are not purchase prices: they go to the cloud
                # rates table, which has its own seed file.
                rentals += 1
                continue
            gpu, alias_note = resolve(row["gpu"])
            if not gpu:
                continue
            note = row["note"] + (f"; {alias_note}" if alias_note else "")
            prices.append([gpu, row["date"], row["condition"], row["usd"], row["source"], note,
                           price_kind(row["source"], row["condition"], row["note"])])
    left_out_prices = {(r["gpu"], r["date"], r["usd"]): r["reason"] for r in read_csv(HERE / "prices_left_out.csv")}
    unused_left_out = set(left_out_prices)
    dropped = []
    late = data / "2026" / "prices_2026-08_to_11.csv"
    if late.exists():
        for row in read_csv(late):
            if row["condition"] == "cloud_on_demand":
                rentals += 1
                continue
            key = (row["gpu"], row["date"], row["usd"])
            if "SUPERSEDED" in row["note"] or key in left_out_prices:
                unused_left_out.discard(key)
                dropped.append(f"{row['gpu']} {row['date']} {row['usd']} USD: "
                               f"{left_out_prices.get(key, 'marked SUPERSEDED by its source')}")
                continue
            gpu, alias_note = resolve(row["gpu"])
            if not gpu:
                continue
            note = row["note"] + (f"; {alias_note}" if alias_note else "")
            prices.append([gpu, row["date"], row["condition"], row["usd"], row["source"], note,
                           price_kind(row["source"], row["condition"], row["note"])])
    if unused_left_out:
        sys.exit(f"tools/prices_left_out.csv names observations the data lacks: {sorted(unused_left_out)}")
    for line, row in enumerate(read_csv(HERE / "price_additions.csv"), start=2):
        if row["gpu"] not in names:
            sys.exit(f"tools/price_additions.csv line {line}: {row['gpu']} is not in the seed")
        if len(row["date"]) != 10 or not row["source"].strip() or not row["note"].strip() or not row["kind"].strip():
            sys.exit(f"tools/price_additions.csv line {line}: every row needs a day, a source, a note and a kind")
        prices.append([row["gpu"], row["date"], row["condition"], row["usd"], row["source"], row["note"], row["kind"]])
    prices.sort(key=lambda p: (p[0], p[1], p[2], p[4]))
    with open(out / "prices.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["gpu", "date", "condition", "usd", "source", "note", "kind"])
        writer.writerows(prices)

    readiness = write_readiness(names, out)
    print(f"{len(kept)} GPUs, {len(prices)} price observations, {readiness} software readiness rows written to {out} "
          f"({rentals} cloud rental rates left to the cloud rates seed)")
    for line in dropped:
        print(f"  price left out: {line}", file=sys.stderr)
    for line in left_out:
        print(f"  left out of the seed: {line}", file=sys.stderr)
    for name, count in sorted(skipped.items()):
        print(f"  not in the spec dataset, left out: {name} ({count} observation(s))", file=sys.stderr)


if __name__ == "__main__":
    main()
