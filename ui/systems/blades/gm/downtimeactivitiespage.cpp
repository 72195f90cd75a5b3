// What the activities page does: each scoundrel's allowance, the pool and odds of an activity, performing or buying one, the log.
#include "systems/blades/gm/downtimeactivitiespage.h"

#include "common/undolabel.h"
#include "systems/blades/crew.h"
#include "systems/blades/procedures/downtime.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui::downtimepages {

std::optional<blades::Downtime> ActivitiesStep::downtime() const
{
    return blades::downtime(m_context->session()->store(), m_wizard->downtimeId());
}
QString ActivitiesStep::pcId() const
{
    return QString::number(m_pc->currentData().toLongLong());
}

void ActivitiesStep::initializePage()
{
    const QSignalBlocker blocker(m_pc);
    const qint64 current = m_pc->currentData().toLongLong();
    m_pc->clear();
    for (qint64 id : m_context->members(m_wizard->crew())) {
        // A §2.3, §5.7: a retired or dead PC takes no part in downtime.
        if (const auto pc = blades::character(m_context->session()->store(), id); pc && !blades::outOfPlay(*pc))
            m_pc->addItem(pc->name, id);
    }
    m_pc->setCurrentIndex(std::max(0, m_pc->findData(current)));
    showPc();
}

void ActivitiesStep::showPc()
{
    const auto d = downtime();
    const auto pc = blades::character(m_context->session()->store(), m_pc->currentData().toLongLong());
    if (!d || !pc)
        return;
    const int left = m_context->activitiesLeft(*d, pcId());
    m_left->setText(DowntimeWizard::tr("%n activity(s) left", nullptr, left));
    m_perform->setEnabled(left > 0 && !d->finished);
    {
        const QSignalBlocker blocker(m_track);
        const QString current = m_track->currentData().toString();
        m_track->clear();
        m_track->addItem(DowntimeWizard::tr("Playbook"), u"playbook"_s);
        for (const blades::Attribute &a : m_context->pack().attributes)
            m_track->addItem(a.name.in(m_context->language()), a.id);
        m_track->setCurrentIndex(std::max(0, m_track->findData(current)));
    }
    {
        const QSignalBlocker blocker(m_clock);
        const QString current = m_clock->currentData().toString();
        m_clock->clear();
        for (const blades::ClockEntry &c : blades::clocks(m_context->session()->store())) {
            if (c.clock.kind == rules::ClockKind::LongTermProject)
                m_clock->addItem(u"%1 (%2/%3)"_s.arg(c.name).arg(c.clock.filled).arg(c.clock.segments), c.id);
        }
        m_clock->setCurrentIndex(std::max(0, m_clock->findData(current)));
    }
    showLog();
    showOdds();
}

int ActivitiesStep::pool() const
{
    const QString a = m_activity->currentData().toString();
    const auto pc = blades::character(m_context->session()->store(), m_pc->currentData().toLongLong());
    const auto crew = blades::crew(m_context->session()->store(), m_wizard->crew());
    if (!pc || !crew)
        return -1;
    const int bonus = m_bonus->value();
    if (a == u"acquire_asset"_s)
        return blades::effectiveStanding(*crew, m_context->pack()).tier + bonus; // B §1.8: at war, the war's Tier
    if (a == u"long_term_project"_s || a == u"reduce_heat"_s)
        return pc->rating(m_action->currentData().toString()) + bonus;
    if (a == u"recover"_s)
        return m_healer->value() + bonus;
    if (a == u"indulge_vice"_s)
        return blades::viceDice(*pc, m_context->pack()) + bonus;
    return -1;
}

void ActivitiesStep::showOdds()
{
    const int p = pool();
    const QString a = m_activity->currentData().toString();
    if (a == u"recover"_s && m_treatment->currentData().toString() != u"healer"_s)
        m_odds->setText(DowntimeWizard::tr("The pool follows the treatment's rule (C §8.6)."));
    else
        m_odds->setText(p < 0 ? DowntimeWizard::tr("No roll: training marks XP at once (C §8.7).") : DowntimeWizard::tr("Pool: %1").arg(GmWords::odds(p)));
}

void ActivitiesStep::showLog()
{
    m_log->clear();
    const auto d = downtime();
    if (!d)
        return;
    const QJsonArray activities = scoreDoc(m_context)[u"downtime"_s][u"activities"_s].toArray();
    for (const blades::DowntimeActivity &a : d->activities) {
        const auto pc = blades::character(m_context->session()->store(), a.character.toLongLong());
        QString line = u"%1: %2"_s.arg(pc ? pc->name : a.character, entry(m_context, activities, a.activity).first);
        if (!a.dice.isEmpty())
            line += u" — "_s + GmWords::dice(a.dice, a.result);
        line += u" — "_s + DowntimeWizard::tr("value %1").arg(a.value);
        if (a.coinSpent > 0)
            line += u", "_s + DowntimeWizard::tr("%1 coin spent").arg(a.coinSpent);
        if (!a.choice.isEmpty()) { // the treatment or overindulgence, worded as its chooser words it
            const QComboBox *box = a.activity == u"recover"_s ? m_treatment : m_overindulgence;
            const int i = box->findData(a.choice);
            line += u", "_s + (i >= 0 ? box->itemText(i) : a.choice);
        }
        m_log->addItem(line);
    }
    m_log->scrollToBottom();
}

void ActivitiesStep::perform()
{
    gm::ActivityRequest request;
    request.character = pcId();
    request.activity = m_activity->currentData().toString();
    request.action = m_action->currentData().toString();
    request.clock = m_clock->currentData().toString();
    request.track = m_track->currentData().toString();
    request.treatment = m_treatment->currentData().toString();
    request.healerPool = m_healer->value();
    request.bonusDice = m_bonus->value();
    request.coin = m_coin->isVisible() ? m_coin->value() : 0;
    request.restricted = m_restricted->isChecked();
    request.overindulgence = m_overindulgence->currentData().toString();
    request.detail = m_detail->text().trimmed();
    const QString id = m_wizard->downtimeId();
    const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "%1: %2").arg(m_pc->currentText(), entryWords(scoreDoc(m_context)[u"downtime"_s][u"activities"_s].toArray(), request.activity)),
                                          [&](gm::GmTable &t) { return t.performActivity(id, request); });
    wizard::showProblem(m_problem, r.ok ? QString() : problemText(m_context, r));
    if (r.ok)
        m_detail->clear();
    showPc();
}

void ActivitiesStep::buy(const QString &purse)
{
    const QString id = m_wizard->downtimeId();
    const QString pc = pcId();
    const gm::GmResult r = m_context->run(sw::trLabel("sw::ui::DowntimeWizard", "Extra activity for %1").arg(m_pc->currentText()),
                                          [&](gm::GmTable &t) { return t.buyActivity(id, pc, purse); });
    wizard::showProblem(m_problem, r.ok ? QString() : problemText(m_context, r));
    showPc();
}

GmWizardPage *newActivitiesPage(DowntimeWizard *wizard)
{
    return new ActivitiesStep(wizard);
}

} // namespace sw::ui::downtimepages
