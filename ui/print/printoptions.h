#pragma once

#include "common/language.h"

#include <QPageSize>
#include <QString>

#include <optional>

namespace sw::print {

enum class Paper { A4, Letter };

// How sheets are printed: the language of every word on them, the paper, and whether the
// pages are a player handout (GM-only fields — faction notes, hidden clocks — left out). Each
// sheet is printed with its campaign's pack.
struct PrintOptions
{
    Language language = Language::English;
    Paper paper = Paper::A4;
    bool handout = false;
};

QPageSize pageSize(Paper paper);
// "a4" or "letter" (any case).
std::optional<Paper> paperFromName(const QString &name);

} // namespace sw::print
