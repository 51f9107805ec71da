#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write the data bundle that `gpu-advisor db update` and File > Update data download.

The bundle is the seed data (resources/seed) as plain files beside a manifest.json that gives
the format version, the date, and each file's kind, size and SHA-256, and manifest.json.minisig,
the manifest's signature in minisign's format (Ed25519 over the manifest's BLAKE2b-512 hash,
with a global signature over the trusted comment). The app refuses a bundle that no key it
trusts signed. Publish the folder's files side by side (CONTRIBUTING.md, "Publishing the data
bundle").

    python3 tools/make_bundle.py --key FILE [--seed resources/seed] [--out build/data-bundle]
                                 [--date YYYY-MM-DD]

The key FILE holds one line: the base64 of the key's 8-byte id and its 32-byte Ed25519 seed
(tests/keys/test-key.seed is the tests' key; the release key is kept by the maintainer, never in
the repository). The public key to ship in net/keys/ is printed with --print-public-key.
"""
import argparse
import base64
import datetime
import hashlib
import json
import pathlib
import shutil

HERE = pathlib.Path(__file__).resolve().parent
FORMAT_VERSION = 1  # DataBundle::FormatVersion in model/update/databundle.h
# Seed file (relative to --seed, or to the repository when it starts with "/") -> bundle kind:
# every kind DataBundle::kinds() names (model/update/databundle.cpp), as resources/CMakeLists.txt
# seeds it. Flowcharts are flowchart-<key>.json.
KINDS = {"gpus.csv": "gpus", "prices.csv": "prices", "cloud_rates.csv": "cloud_rates",
         "cloud_aliases.csv": "cloud_aliases", "part_prices.csv": "part_prices",
         "software_targets.csv": "software_targets", "software_readiness.csv": "software_readiness",
         "llm_models.csv": "llm_models", "/docs/benchmarks/measured.csv": "measured",
         "/docs/benchmarks/llm-speeds.csv": "llm_speeds"}


def read_key(path):
    """The key id and the Ed25519 private key of a key file."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    raw = base64.b64decode(pathlib.Path(path).read_text(encoding="ascii").strip(), validate=True)
    if len(raw) != 40:
        raise SystemExit(f"{path}: expected base64 of 40 bytes (key id and seed), got {len(raw)}")
    return raw[:8], Ed25519PrivateKey.from_private_bytes(raw[8:])


def public_key_file(key_id, private):
    from cryptography.hazmat.primitives import serialization
    public = private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    name = key_id[::-1].hex().upper()
    return f"untrusted comment: minisign public key {name}\n" + base64.b64encode(b"Ed" + key_id + public).decode() + "\n"


def minisign(data, key_id, private, trusted_comment):
    """A .minisig of `data`: minisign's prehashed Ed25519 ("ED") signature and global signature."""
    digest = hashlib.blake2b(data, digest_size=64).digest()
    signature = private.sign(digest)
    global_signature = private.sign(signature + trusted_comment.encode("utf-8"))
    return ("untrusted comment: signature from tools/make_bundle.py\n"
            + base64.b64encode(b"ED" + key_id + signature).decode() + "\n"
            + "trusted comment: " + trusted_comment + "\n"
            + base64.b64encode(global_signature).decode() + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", default=str(HERE.parent / "resources" / "seed"))
    parser.add_argument("--out", default=str(HERE.parent / "build" / "data-bundle"))
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    parser.add_argument("--key", required=True, help="the signing key file (base64 of key id and seed)")
    parser.add_argument("--print-public-key", action="store_true", help="print the key's public key file and stop")
    args = parser.parse_args()
    key_id, private = read_key(args.key)
    if args.print_public_key:
        print(public_key_file(key_id, private), end="")
        return
    seed = pathlib.Path(args.seed)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    files = []
    for name, kind in KINDS.items():
        path = HERE.parent / name.lstrip("/") if name.startswith("/") else seed / name
        if path.exists():
            files.append((path, path.name, kind))
    files += [(path, "flowchart-" + path.name, "flowchart") for path in sorted((seed / "flowcharts").glob("*.json"))]
    entries = []
    for path, name, kind in files:
        data = path.read_bytes()
        shutil.copyfile(path, out / name)
        entries.append({"name": name, "kind": kind, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
    manifest = {"format": "gpu-advisor-data", "format_version": FORMAT_VERSION, "date": args.date,
                "generator": "tools/make_bundle.py", "files": entries}
    manifest_bytes = (json.dumps(manifest, indent=2) + "\n").encode("utf-8")
    (out / "manifest.json").write_bytes(manifest_bytes)
    comment = f"gpu-advisor data bundle of {args.date}"
    (out / "manifest.json.minisig").write_text(minisign(manifest_bytes, key_id, private, comment), encoding="ascii")
    total = sum(e["size"] for e in entries)
    print(f"{len(entries)} files, {total} bytes, manifest dated {args.date}, signed by "
          f"{key_id[::-1].hex().upper()}, in {out}")


if __name__ == "__main__":
    main()
