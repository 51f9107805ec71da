#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Hands a Qt Linguist catalogue's unfinished messages to translators in chunks, and merges
their work back.

  ts_chunks.py export CATALOGUE.ts OUTDIR [--chunks N]
      writes OUTDIR/chunk-K.json: a list of {"context", "source", "comment", "translation": ""}
      (finished translations of the same context, for consistency, go to OUTDIR/glossary.json)
  ts_chunks.py merge CATALOGUE.ts CHUNK.json [...]
      fills in each message whose context, source and comment match and whose translation in
      the chunk is non-empty, and marks it finished.
"""
import json
import os
import sys
import xml.etree.ElementTree as ET


def messages(tree):
    for context in tree.getroot().iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            yield name, message


def key(name, message):
    return (name, message.findtext('source') or '', message.findtext('comment') or '')


def export(ts, outdir, chunks):
    tree = ET.parse(ts)
    todo, glossary = [], []
    for name, message in messages(tree):
        translation = message.find('translation')
        entry = {'context': name, 'source': message.findtext('source') or '',
                 'comment': message.findtext('comment') or message.findtext('extracomment') or ''}
        if translation is not None and translation.get('type') in ('vanished', 'obsolete'):
            continue
        if translation is None or translation.get('type') == 'unfinished' or not (translation.text or '').strip():
            entry['translation'] = ''
            todo.append(entry)
        else:
            entry['translation'] = translation.text
            glossary.append(entry)
    os.makedirs(outdir, exist_ok=True)
    size = max(1, -(-len(todo) // chunks))
    for k in range(chunks):
        part = todo[k * size:(k + 1) * size]
        if part:
            with open(os.path.join(outdir, 'chunk-%d.json' % (k + 1)), 'w', encoding='utf-8') as f:
                json.dump(part, f, ensure_ascii=False, indent=1)
    with open(os.path.join(outdir, 'glossary.json'), 'w', encoding='utf-8') as f:
        json.dump(glossary, f, ensure_ascii=False, indent=1)
    print('%d unfinished in %d chunk(s) of up to %d; %d finished in the glossary' %
          (len(todo), min(chunks, -(-len(todo) // size)), size, len(glossary)))


def merge(ts, files):
    done = {}
    for path in files:
        with open(path, encoding='utf-8') as f:
            for entry in json.load(f):
                if entry.get('translation', '').strip():
                    done[(entry['context'], entry['source'], entry.get('comment', ''))] = entry['translation']
    tree = ET.parse(ts)
    merged = 0
    for name, message in messages(tree):
        k = key(name, message)
        if k not in done:
            k = (k[0], k[1], message.findtext('extracomment') or '')
        if k not in done:
            continue
        translation = message.find('translation')
        if translation is None:
            translation = ET.SubElement(message, 'translation')
        if translation.get('type') == 'unfinished' or not (translation.text or '').strip():
            translation.text = done[k]
            translation.attrib.pop('type', None)
            merged += 1
    tree.write(ts, encoding='utf-8', xml_declaration=True)
    # Qt's tools write a DOCTYPE line; keep the file in their shape.
    with open(ts, encoding='utf-8') as f:
        text = f.read()
    if '<!DOCTYPE TS>' not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
    with open(ts, 'w', encoding='utf-8') as f:
        f.write(text)
    print('merged %d translation(s)' % merged)


if __name__ == '__main__':
    if len(sys.argv) >= 4 and sys.argv[1] == 'export':
        n = int(sys.argv[sys.argv.index('--chunks') + 1]) if '--chunks' in sys.argv else 1
        export(sys.argv[2], sys.argv[3], n)
    elif len(sys.argv) >= 4 and sys.argv[1] == 'merge':
        merge(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
