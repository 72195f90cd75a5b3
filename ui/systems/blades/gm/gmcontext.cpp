#include "systems/blades/gm/gmcontext.h"

#include "appsettings.h"
#include "models/campaignsession.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/campaigncontext.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace sw::ui {

GmContext::GmContext(QObject *parent)
    : QObject(parent), m_ownRandom(std::make_unique<rules::SeededRandom>(QRandomGenerator::system()->generate64()))
{
}

GmContext::~GmContext() = default;

void GmContext::setEditor(SheetEditor *editor)
{
    m_editor = editor;
    Q_EMIT editorChanged();
}

models::CampaignSession *GmContext::session() const
{
    return m_editor ? m_editor->session() : nullptr;
}

const blades::RulePack &GmContext::pack() const
{
    return m_editor->pack();
}

Language GmContext::language() const
{
    // The language manager records the choice before the windows hear of the change.
    if (const std::optional<Language> chosen = settings::language())
        return *chosen;
    return m_editor ? m_editor->language() : Language::English;
}

void GmContext::setRandom(rules::RandomSource *random)
{
    m_random = random;
}

rules::RandomSource &GmContext::random()
{
    return m_random ? *m_random : *m_ownRandom;
}

QString GmContext::explain(const QList<rules::Violation> &violations) const
{
    return m_editor ? m_editor->explain(violations) : QString();
}

gm::GmResult GmContext::run(const QString &label, const std::function<gm::GmResult(gm::GmTable &)> &request)
{
    gm::GmResult result;
    models::CampaignSession *s = session();
    if (!s)
        return result;
    m_editor->push(label, [&](store::CampaignStore &store) {
        gm::GmTable table(store, blades::sessionPack(*s), random(), blades::sheetPacks(*s));
        result = request(table);
        // The store's own answer when it did not write: why (stale, a conflict naming the other value).
        store::Receipt receipt = result.receipt;
        receipt.ok = result.ok;
        receipt.batch = result.batch;
        receipt.error = result.ok || !result.error.isEmpty() ? result.error : explain(result.refused);
        receipt.sheets = result.sheets; // the session tells the views which sheets changed
        if (result.ok)
            receipt.sheet = result.sheets.value(0);
        return receipt;
    });
    if (result.ok) {
        Q_EMIT written(result);
        if (!result.rolls.isEmpty())
            Q_EMIT rolled(result);
    } else if (!result.refused.isEmpty()) {
        Q_EMIT refused(explain(result.refused));
    }
    return result;
}

gm::GmResult GmContext::roll(const gm::RollRequest &request)
{
    models::CampaignSession *s = session();
    if (!s)
        return {};
    gm::GmTable table(s->store(), blades::sessionPack(*s), random(), blades::sheetPacks(*s));
    const gm::GmResult result = table.roll(request);
    if (result.ok)
        Q_EMIT rolled(result);
    else
        Q_EMIT refused(result.refused.isEmpty() ? result.error : explain(result.refused));
    return result;
}

int GmContext::activitiesLeft(const blades::Downtime &downtime, const QString &character)
{
    models::CampaignSession *s = session();
    if (!s)
        return 0;
    const gm::GmTable table(s->store(), blades::sessionPack(*s), random(), blades::sheetPacks(*s));
    return table.activitiesLeft(downtime, character);
}

QList<qint64> GmContext::members(qint64 crew)
{
    models::CampaignSession *s = session();
    if (!s)
        return {};
    const gm::GmTable table(s->store(), blades::sessionPack(*s), random(), blades::sheetPacks(*s));
    return table.members(crew);
}

} // namespace sw::ui
