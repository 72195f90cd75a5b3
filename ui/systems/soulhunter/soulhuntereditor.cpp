#include "systems/soulhunter/soulhuntereditor.h"

#include "common/undolabel.h"
#include "systems/soulhunter/characterjson.h"
#include "systems/soulhunter/l10n/soulviolationtext.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/store/soulsheets.h"
#include "systems/documentsheets.h"

#include <QWidget>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulhunterEditor::SoulhunterEditor(models::CampaignSession *session, Push push, QObject *parent)
    : SystemEditor(session, std::move(push), parent)
{
}

soulhunter::Rules SoulhunterEditor::rules() const
{
    if (!session())
        return soulhunter::Rules(soulhunter::builtInProfile());
    return soulhunter::campaignRules(session()->store());
}

std::optional<soulhunter::Character> SoulhunterEditor::character(qint64 id) const
{
    if (!session())
        return std::nullopt;
    return soulhunter::character(session()->store(), id);
}

namespace {

bool contains(const QList<rules::Violation> &list, const rules::Violation &v)
{
    return std::any_of(list.begin(), list.end(), [&v](const rules::Violation &w) { return w.code == v.code && w.field == v.field; });
}

// What `after` breaks that `before` did not (an old sheet's broken rule does not block every edit).
QList<rules::Violation> newlyBroken(const soulhunter::Character &before, const soulhunter::Character &after,
                                    const soulhunter::Rules &r)
{
    const QList<rules::Violation> old = soulhunter::checkCharacter(before, r).blocking();
    QList<rules::Violation> out = soulhunter::changeViolations(before, after);
    for (const rules::Violation &v : soulhunter::checkCharacter(after, r).blocking()) {
        if (!contains(old, v))
            out.append(v);
    }
    return out;
}

} // namespace

bool SoulhunterEditor::edit(qint64 id, const QString &command, const QString &label, const Op &op, QWidget *source,
                            const QList<store::RollRecord> &rolls, const QList<store::SheetChange> &also)
{
    if (!session()) {
        refuse(tr("This character is no longer in the campaign."), source);
        return false;
    }
    // Planned on the sheet as stored; made again on the sheet as it is if another machine's edit
    // gets there first (systems::planSheetEdit).
    const auto plan = systems::planSheetEdit(
        session()->store(), soulhunter::characterRef(id), soulhunter::characterFromJson,
        [](const soulhunter::Character &c) { return soulhunter::toJson(c); },
        [r = rules(), op, on = overrideOn(), reason = overrideReason()](const soulhunter::Character &before) {
            systems::Planned<soulhunter::Character> p{before, {}};
            p.refused = op(p.after);
            if (!p.refused.isEmpty())
                return p;
            p.refused = newlyBroken(before, p.after, r);
            if (!p.refused.isEmpty() && on) {
                // GM override: the broken rules are accepted and recorded with the reason.
                for (const rules::Violation &v : std::as_const(p.refused))
                    p.after.overrides.append({v.code, v.field, reason});
                p.refused = newlyBroken(before, p.after, r);
            }
            return p;
        });
    if (!plan.before) {
        refuse(tr("This character is no longer in the campaign."), source);
        return false;
    }
    if (!plan.allowed()) {
        refuse(plan.planned.refused, source);
        return false;
    }
    if (!plan.changes() && rolls.isEmpty() && also.isEmpty())
        return true; // nothing changed: no empty step on the undo stack
    // The rules were checked in the plan (and again when it is made again); the rolls that led to
    // the change go into the log with it.
    const store::Receipt made = pushReceipt(label, [change = plan.change, command, label, rolls, also](store::CampaignStore &s) {
        return s.apply(QList<store::SheetChange>{change} + also, command, label, {}, rolls);
    });
    // A conflict is said by the window, naming the field in the user's words (#19).
    if (!made.ok && !made.error.isEmpty() && made.problem != store::StoreProblem::Conflict)
        refuse(made.error, source);
    return made.ok;
}

QList<rules::Violation> SoulhunterEditor::refusedBy(const QString &code)
{
    if (code.isEmpty())
        return {};
    return {rules::Violation{code, {}, {}, false}};
}

bool SoulhunterEditor::setSetting(const QString &key, const QJsonValue &value, QWidget *source)
{
    const soulhunter::Rules r = rules();
    if (!r.checkValue(key, value).isEmpty()) {
        const soulhunter::Setting *s = r.pack().setting(key);
        refuse(tr("\"%1\" cannot be %2: at least %3.").arg(settingName(key), value.toVariant().toString())
                   .arg(s ? s->minimum : 0), source);
        return false;
    }
    const QString label = value.isNull() ? SW_TR_LABEL("Clear the setting %1").arg(settingName(key))
                                         : SW_TR_LABEL("Set %1 to %2").arg(settingName(key), value.toVariant().toString());
    return push(label, [key, value](store::CampaignStore &s) { return soulhunter::setCampaignSetting(s, key, value); });
}

QString SoulhunterEditor::explain(const QList<rules::Violation> &violations) const
{
    QStringList out;
    const soulhunter::Rules r = rules();
    for (const rules::Violation &v : violations)
        out << soulhunter::describeViolation(v, r, language());
    out.removeDuplicates();
    return out.join(u' ');
}

void SoulhunterEditor::refuse(const QList<rules::Violation> &violations, QWidget *source)
{
    refuse(explain(violations), source);
}

QString SoulhunterEditor::skillName(const QString &skillId) const
{
    const soulhunter::Rules r = rules();
    const soulhunter::NamedEntry *e = r.pack().skill(skillId);
    return e ? e->name.in(language()) : skillId;
}

QString SoulhunterEditor::attributeName(soulhunter::Attribute a) const
{
    switch (a) {
    case soulhunter::Attribute::Physique: return tr("Physique");
    case soulhunter::Attribute::Wisdom: return tr("Wisdom");
    case soulhunter::Attribute::Soul: return tr("Soul");
    }
    return {};
}

QString SoulhunterEditor::settingName(const QString &settingId) const
{
    return soulhunter::settingName(settingId, rules(), language());
}

QString SoulhunterEditor::waitsFor(const QStringList &settings) const
{
    QStringList names;
    for (const QString &s : settings)
        names << settingName(s);
    names.removeDuplicates();
    return names.isEmpty() ? QString() : tr("waits for: %1").arg(names.join(tr(", ")));
}

} // namespace sw::ui
