// The last two downtime pages: the end of downtime (ignored vice, cohorts healed, C §8.8–§8.9) and the faction turn (C §9).
#include "systems/blades/gm/downtimepages.h"

#include "common/undolabel.h"
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "rules/clock.h"
#include "widgets/clockface.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui::downtimepages {

namespace {

class FinishStep : public GmWizardPage
{
public:
    explicit FinishStep(DowntimeWizard *wizard) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"downtimeFinishPage"_s);
        auto *layout = new QVBoxLayout(this);
        m_summary = new QLabel(this);
        m_summary->setObjectName(u"downtimeSummary"_s);
        m_summary->setWordWrap(true);
        m_problem = wizard::problemLabel(u"downtimeFinishProblem"_s, this);
        layout->addWidget(m_summary);
        layout->addStretch();
        layout->addWidget(m_problem);
        retranslate();
    }
    void retranslate() override
    {
        setTitle(DowntimeWizard::tr("End of downtime"));
        setSubTitle(DowntimeWizard::tr("Scoundrels who did not indulge their vice take stress equal to their trauma; cohorts heal (C §8.8–§8.9)."));
        if (m_context->ready() && !m_wizard->downtimeId().isEmpty())
            initializePage();
    }
    void initializePage() override
    {
        const auto d = blades::downtime(m_context->session()->store(), m_wizard->downtimeId());
        if (!d)
            return;
        QStringList lines;
        for (qint64 id : m_context->members(m_wizard->crew())) {
            const auto pc = blades::character(m_context->session()->store(), id);
            if (!pc || blades::outOfPlay(*pc))
                continue;
            int done = 0;
            bool vice = false;
            for (const blades::DowntimeActivity &a : d->activities) {
                if (a.character == QString::number(id)) {
                    ++done;
                    vice = vice || a.activity == u"indulge_vice"_s;
                }
            }
            QString line = DowntimeWizard::tr("%1: %n activity(s) done, stress %2, trauma %3", nullptr, done).arg(pc->name).arg(pc->stress).arg(pc->trauma);
            if (!vice && pc->trauma > 0)
                line += u" — "_s + DowntimeWizard::tr("did not indulge: +%1 stress").arg(blades::ignoreVice(pc->trauma, m_context->pack()));
            lines << line;
        }
        m_summary->setText(lines.join(u'\n'));
    }
    bool validatePage() override
    {
        const auto d = blades::downtime(m_context->session()->store(), m_wizard->downtimeId());
        if (!d || d->finished)
            return true;
        const QString id = d->id;
        const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Finish downtime"), [&](gm::GmTable &t) { return t.finishDowntime(id); });
        if (!r.ok) {
            wizard::showProblem(m_problem, problemText(m_context, r));
            return false;
        }
        return true;
    }

private:
    DowntimeWizard *m_wizard;
    GmContext *m_context;
    QLabel *m_summary;
    QLabel *m_problem;
};

class FactionTurnStep : public GmWizardPage
{
public:
    explicit FactionTurnStep(DowntimeWizard *wizard) : GmWizardPage(wizard), m_wizard(wizard), m_context(wizard->context())
    {
        setObjectName(u"downtimeFactionPage"_s);
        auto *layout = new QVBoxLayout(this);
        m_empty = new QLabel(this);
        m_empty->setWordWrap(true);
        m_scroll = new QScrollArea(this);
        m_scroll->setWidgetResizable(true);
        layout->addWidget(m_empty);
        layout->addWidget(m_scroll, 1);
        setFinalPage(true);
        retranslate();
    }
    void retranslate() override
    {
        setTitle(DowntimeWizard::tr("The faction turn"));
        setSubTitle(DowntimeWizard::tr("Tick the factions' goal clocks: a fortune roll on the faction's tier marks 1, 2, 3 or 5 segments (C §9)."));
        m_empty->setText(DowntimeWizard::tr("No faction has a goal clock. Add one on the clocks board."));
        if (m_context->ready() && !m_wizard->downtimeId().isEmpty())
            initializePage();
    }
    void initializePage() override
    {
        // The old rows may hold the button just clicked: let go of them after the click.
        if (QWidget *old = m_scroll->takeWidget())
            old->deleteLater();
        auto *box = new QWidget;
        auto *grid = new QGridLayout(box);
        int row = 0;
        const store::CampaignStore &store = m_context->session()->store();
        for (const blades::ClockEntry &c : blades::clocks(store)) {
            if (c.ownerKind != blades::ClockOwnerKind::Faction)
                continue;
            const auto f = blades::faction(store, c.ownerId);
            if (!f)
                continue;
            auto *face = new ClockFace(box);
            face->setObjectName(u"turnFace_"_s + c.id);
            face->setSegments(c.clock.segments);
            face->setValue(c.clock.filled);
            face->setFixedSize(56, 56);
            face->setFocusPolicy(Qt::NoFocus);
            QString fname = f->name;
            for (const blades::ExampleFaction &e : m_context->pack().factions) {
                if (fname.isEmpty() && e.id == f->id)
                    fname = e.name.in(m_context->language());
            }
            auto *name = new QLabel(u"<b>%1</b><br>%2 · %3/%4"_s.arg(c.name.toHtmlEscaped(), fname.toHtmlEscaped()).arg(c.clock.filled).arg(c.clock.segments), box);
            auto *odds = new QLabel(DowntimeWizard::tr("Pool: %1").arg(GmWords::odds(f->tier)), box);
            odds->setWordWrap(true);
            auto *roll = new QPushButton(DowntimeWizard::tr("Roll"), box);
            roll->setObjectName(u"factionRoll_"_s + c.id);
            auto *result = new QLabel(m_results.value(c.id), box);
            result->setObjectName(u"factionResult_"_s + c.id);
            result->setWordWrap(true);
            roll->setEnabled(!rules::isComplete(c.clock));
            grid->addWidget(face, row, 0, 2, 1);
            grid->addWidget(name, row, 1);
            grid->addWidget(roll, row, 2);
            grid->addWidget(odds, row + 1, 1);
            grid->addWidget(result, row + 1, 2);
            QObject::connect(roll, &QPushButton::clicked, this, [this, id = c.id] {
                const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Faction clock roll"), [&](gm::GmTable &t) { return t.rollFactionClock(id); });
                if (r.ok && !r.rolls.isEmpty()) {
                    int ticks = 0;
                    for (const blades::Event &e : r.events) {
                        if (e.code == u"clock.rolled"_s)
                            ticks = e.params.value(u"ticks"_s).toInt();
                    }
                    m_results.insert(id, GmWords::dice(r.rolls.constFirst().dice, r.rolls.constFirst().result) + u"\n"_s +
                                             DowntimeWizard::tr("%n segment(s) ticked", nullptr, ticks));
                } else if (!r.ok) {
                    m_results.insert(id, problemText(m_context, r));
                }
                initializePage();
            });
            row += 2;
        }
        grid->setColumnStretch(1, 1);
        grid->setRowStretch(row, 1);
        m_scroll->setWidget(box);
        m_empty->setVisible(row == 0);
    }

private:
    DowntimeWizard *m_wizard;
    GmContext *m_context;
    QLabel *m_empty;
    QScrollArea *m_scroll;
    QHash<QString, QString> m_results;
};

} // namespace

GmWizardPage *newFinishPage(DowntimeWizard *wizard)
{
    return new FinishStep(wizard);
}

GmWizardPage *newFactionTurnPage(DowntimeWizard *wizard)
{
    return new FactionTurnStep(wizard);
}

} // namespace sw::ui::downtimepages
