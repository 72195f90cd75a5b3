#pragma once

// The words of a printed Meshal sheet that are not labels: a list of modifiers ("活力 +2、物理防护
// +1"), body parts, use windows, ledger lines, content names in the print language.
#include "systems/meshal/character.h"

namespace sw::meshal {
struct MeshalPack;
struct MeshalContent;
} // namespace sw::meshal

namespace sw::print {

class PrintWords;

struct MeshalWords
{
    const PrintWords &words;
    const meshal::MeshalPack &pack;
    const meshal::MeshalContent *content; // may be null

    QString label(const QString &key) const; // the pack's word ("attribute.might")
    QString list(const QStringList &parts) const; // joined with the language's list comma
    // A catalogue entry's name in the print language, else the name the sheet holds.
    QString entryName(const QString &id, const QString &fallback) const;
    QString sizeName(meshal::Size s) const;
    QString bodyPart(const QString &part) const;
    QString window(const QString &window) const;
    QString signedNumber(int n) const;
    // The rulebook's notation (spec §1.8) as printed: 🎲 is written 骰, as the rulebook reads it
    // (「强壮骰」, L161–L170), since no print font has the die's glyph and the PDF's text layer
    // would lose it.
    static QString notation(const QString &text);
    QString modifiers(const meshal::Modifiers &m) const;
    QString ledgerLine(const meshal::Character &c, const meshal::LedgerEntry &e) const;
};

} // namespace sw::print
