#include "systems/meshal/meshaleditor.h"

#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/contentedit.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalcontentstore.h"
#include "systems/meshal/store/meshalprofile.h"
#include "systems/meshal/store/meshalsheets.h"
#include "systems/meshal/characterjson.h"
#include "systems/documentsheets.h"
#include "common/labelwords.h"

#include <QWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalEditor::MeshalEditor(models::CampaignSession *session, Push push, QObject *parent)
    : SystemEditor(session, std::move(push), parent)
{
    if (!session)
        return;
    connect(session, &models::CampaignSession::sheetsChanged, this, [this](const store::Receipt &step) {
        for (const store::SheetRef &sheet : step.sheets) {
            if (sheet.kind == meshal::kContentKind || sheet.kind == meshal::kProfileKind) {
                reloadContent();
                return;
            }
        }
    });
    connect(session, &models::CampaignSession::sheetsReset, this, &MeshalEditor::reloadContent);
}

void MeshalEditor::read(bool *profile, bool *content) const
{
    *profile = *content = false;
    // The campaign's rules profile: the pack with its 扩展 modules on and the campaign's numbers.
    if (session()) {
        const QStringList modules = meshal::enabledModules(session()->store());
        const QMap<QString, int> numbers = meshal::campaignNumbers(session()->store());
        if (modules != m_modules || numbers != m_numbers || !m_pack) {
            m_modules = modules;
            m_numbers = numbers;
            m_pack = meshal::packWithModules(modules, numbers);
            *profile = true;
        }
    }
    if (!m_pack)
        m_pack = meshal::builtInMeshalPack();
    meshal::MeshalContent own = session() ? meshal::campaignContent(session()->store()) : meshal::newCampaignContent();
    if (toJson(own) == toJson(m_own) && !m_content.id.isEmpty())
        return;
    m_own = std::move(own);
    m_content = meshal::withExamples(m_own);
    *content = true;
}

void MeshalEditor::load() const
{
    if (m_loaded)
        return;
    m_loaded = true;
    bool profile = false, content = false;
    read(&profile, &content);
}

void MeshalEditor::reloadContent()
{
    // Not read yet: whoever first asks reads the campaign as it is then.
    if (!m_loaded)
        return;
    bool profile = false, content = false;
    read(&profile, &content);
    if (profile)
        Q_EMIT profileChanged();
    if (content)
        Q_EMIT contentChanged();
}

bool MeshalEditor::isExample(const QString &id) const
{
    return meshal::isExampleEntry(ownContent(), id);
}

std::optional<meshal::Character> MeshalEditor::character(qint64 id) const
{
    if (!session())
        return std::nullopt;
    return meshal::character(session()->store(), id);
}

bool MeshalEditor::edit(qint64 id, const QString &command, const QString &label, const Op &op, QWidget *source,
                        const QList<store::RollRecord> &rolls)
{
    if (!session()) {
        refuse(tr("This character is no longer in the campaign."), source);
        return false;
    }
    // Planned on the sheet as stored; made again on the sheet as it is if another machine's edit
    // gets there first (systems::planSheetEdit).
    const auto plan = systems::planSheetEdit(
        session()->store(), meshal::characterRef(id), meshal::characterFromJson,
        [](const meshal::Character &c) { return meshal::toJson(c); },
        [pack = packPtr(), op, on = overrideOn(), reason = overrideReason()](const meshal::Character &before) {
            systems::Planned<meshal::Character> p{before, {}};
            p.refused = op(p.after);
            if (!p.refused.isEmpty())
                return p;
            p.refused = meshal::blockingViolations(p.after, *pack);
            if (!p.refused.isEmpty() && on) {
                // GM override: the broken rules are accepted and recorded with the reason.
                for (const rules::Violation &v : std::as_const(p.refused))
                    p.after.overrides.append({v.code, v.field, reason});
                p.refused = meshal::blockingViolations(p.after, *pack);
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
    if (!plan.changes() && rolls.isEmpty())
        return true; // nothing changed: no empty step on the undo stack
    return push(label, [change = plan.change, command, label, rolls](store::CampaignStore &s) {
        return s.apply({change}, command, label, {}, rolls);
    });
}

void MeshalEditor::setResting(qint64 id, bool on)
{
    if (on == resting(id))
        return;
    if (on)
        m_resting.insert(id);
    else
        m_resting.remove(id);
    Q_EMIT restingChanged(id);
}

meshal::Phase MeshalEditor::phase(const meshal::Character &c, qint64 id) const
{
    if (c.creation)
        return meshal::Phase::Creation;
    return resting(id) ? meshal::Phase::Rest : meshal::Phase::Play;
}

QString MeshalEditor::word(const QString &key) const
{
    return pack().label(key, language());
}

QString MeshalEditor::attributeName(meshal::Attribute a) const
{
    return word(u"attribute."_s + meshal::attributeId(a));
}

QString MeshalEditor::entryName(const QString &id, const QString &fallback) const
{
    if (!id.isEmpty() && content().names.contains(id))
        return content().names.value(id).in(language());
    return fallback;
}

QString MeshalEditor::entryLabel(const QString &id, const QString &fallback) const
{
    if (!id.isEmpty() && content().names.contains(id))
        return labelWords(content().names.value(id));
    return fallback;
}

QString MeshalEditor::explain(const QList<rules::Violation> &violations) const
{
    return l10n::MeshalViolationText::explain(violations, pack(), language());
}

void MeshalEditor::refuse(const QList<rules::Violation> &violations, QWidget *source)
{
    refuse(explain(violations), source);
}

} // namespace sw::ui
