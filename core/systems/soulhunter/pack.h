#pragma once

// 狩魂者's rule packs (spec /rules/house-rules-004.md §22): the base pack
// (resources/rulepacks/soulhunter-base) holds every value of the 《狩魂者TRPG》 rulebook the house
// rules need as a REQUIRED setting with no value — the rulebook is not among our sources, so a
// group fills each from its own book and nothing is guessed. A profile (the 追加规则,
// resources/rulepacks/soulhunter-zhuijia) extends it: its files are laid over the base's, settings,
// skills and style actions by id, numbers by key. Its numbers are the seed's (each with its line);
// its [gap]/[inferred] settings carry the spec's defaults. A campaign's own values (Rules) come last.
#include "common/language.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace sw::soulhunter {

struct Text
{
    QString en;
    QString zhTW;
    QString zhCN;
    QString in(Language language) const;
};

struct Setting
{
    QString id;
    QString tag;      // base, gap, inferred
    bool choice = false; // else an integer
    bool required = false;
    std::optional<int> number; // the pack's value (null: not filled)
    QString option;            // a choice's value (empty: not filled)
    QStringList options;
    int minimum = 0;
    QString source;
    Text name;
    Text help;
    bool filled() const { return choice ? !option.isEmpty() : number.has_value(); }
};

struct NamedEntry
{
    QString id;
    Text name;
    QString cost;
    bool removed = false;
    QString source;
};

struct Pack
{
    QString id;
    QString version;
    QString extends; // the pack a profile is laid over ("" for the base)
    Text name;
    bool builtIn = false;
    QList<Setting> settings;
    QMap<QString, int> numbers; // the house rules' stated values by key
    QList<NamedEntry> skills;
    QList<NamedEntry> styles;
    QJsonObject content; // the files laid together (what a profile is laid over)

    const Setting *setting(const QString &settingId) const;
    const NamedEntry *skill(const QString &skillId) const;
};

struct PackLoad
{
    std::shared_ptr<const Pack> pack;
    QStringList errors; // "file: /pointer: reason"
};

// Reads a pack folder; a profile's (pack.json "extends") is laid over `base`, which must be the
// pack it names. Checked against resources/schemas/soulhunter.pack.schema.json after the overlay.
PackLoad loadPack(const QString &folder, const Pack *base = nullptr);
std::shared_ptr<const Pack> builtInBasePack();    // soulhunter_base
std::shared_ptr<const Pack> builtInProfile();     // soulhunter_zhuijia over soulhunter_base
// The built-in pack or profile with this id, or null.
std::shared_ptr<const Pack> findBuiltInPack(const QString &packId);

// The rules a campaign plays with: its pack (a profile) and the values its group filled in or
// changed (the "soulhunter-campaign" document). A value is read campaign first, then the pack.
class Rules
{
public:
    explicit Rules(std::shared_ptr<const Pack> pack, QMap<QString, QJsonValue> values = {});

    const Pack &pack() const { return *m_pack; }
    std::shared_ptr<const Pack> packPtr() const { return m_pack; }
    // An integer setting or a stated number; nullopt when neither the campaign nor the pack has one.
    std::optional<int> number(const QString &key) const;
    // A choice setting's value (the pack's default unless the campaign chose); empty when unset.
    QString choice(const QString &key) const;
    bool yes(const QString &key) const { return choice(key) == QLatin1StringView("yes"); }
    // The required settings still without a value, in the pack's order.
    QStringList missingSettings() const;
    const QMap<QString, QJsonValue> &values() const { return m_values; }
    // Why `value` cannot be the campaign's value of `key` (unknown, wrong type, below the minimum,
    // not an option); empty when it can.
    QString checkValue(const QString &key, const QJsonValue &value) const;

private:
    std::shared_ptr<const Pack> m_pack;
    QMap<QString, QJsonValue> m_values;
};

} // namespace sw::soulhunter
