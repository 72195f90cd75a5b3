#!/usr/bin/env python3
"""Fill translations into translations/sheetwright_{zh_TW,zh_CN}.ts from a JSON file.

The JSON maps each English source string to {"zh_TW": "...", "zh_CN": "..."}; optionally a
"context" key restricts the entry to one context, and "en": ["singular", "plural"] gives the
English forms of a plural (%n) message. Entries whose source is not in a .ts file are
reported. Run `cmake --build build --target update_translations` before (to extract new
strings) and after (lupdate rewrites the files in its own layout, which the translation test
compares against).

    scripts/dev/ts_apply.py translations.json
    scripts/dev/ts_apply.py --missing      # list the sources still unfinished
"""
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "translations"
LANGS = ["zh_TW", "zh_CN", "en"]


def load(lang):
    path = ROOT / f"sheetwright_{lang}.ts"
    return path, ET.parse(path)


def save(path, tree):
    # Keep lupdate's own layout so that the check sees no difference after a later lupdate.
    body = ET.tostring(tree.getroot(), encoding="unicode", short_empty_elements=True)
    text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n"
    path.write_text(text, encoding="utf-8")


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--missing":
        for lang in LANGS:
            _, tree = load(lang)
            for ctx in tree.getroot().iter("context"):
                name = ctx.findtext("name")
                for msg in ctx.iter("message"):
                    tr = msg.find("translation")
                    if tr is not None and tr.get("type") == "unfinished":
                        print(f"{lang}\t{name}\t{msg.findtext('source')}")
        return 0
    table = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    used = set()
    for lang in LANGS:
        path, tree = load(lang)
        for ctx in tree.getroot().iter("context"):
            name = ctx.findtext("name")
            for msg in ctx.iter("message"):
                src = msg.findtext("source")
                entry = table.get(src)
                if entry is None or ("context" in entry and entry["context"] != name):
                    continue
                if lang not in entry:
                    continue
                tr = msg.find("translation")
                if msg.get("numerus") == "yes":
                    for form in list(tr):
                        tr.remove(form)
                    forms = entry[lang] if isinstance(entry[lang], list) else [entry[lang]]
                    for text in forms:
                        form = ET.SubElement(tr, "numerusform")
                        form.text = text
                else:
                    tr.text = entry[lang]
                tr.attrib.pop("type", None)
                used.add(src)
        save(path, tree)
    for src in table:
        if src not in used:
            print(f"not in any .ts file: {src!r}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
