#pragma once

#include "common/language.h"

#include <QPageSize>
#include <QString>

#include <optional>

namespace sw::blades {
class RulePack;
}

namespace sw::print {

enum class Paper { A4, Letter };

// How sheets are printed: the language of every word on them, the paper, and whether the
// pages are a player handout (GM-only fields — faction notes, hidden clocks — left out).
struct PrintOptions
{
    Language language = Language::English;
    Paper paper = Paper::A4;
    bool handout = false;
    const blades::RulePack *pack = nullptr; // null: the built-in pack
};

QPageSize pageSize(Paper paper);
// "a4" or "letter" (any case).
std::optional<Paper> paperFromName(const QString &name);

} // namespace sw::print
