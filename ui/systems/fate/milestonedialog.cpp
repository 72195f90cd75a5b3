#include "systems/fate/milestonedialog.h"

#include "common/undolabel.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/stuntdialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using sw::fate::MinorKind;

namespace sw::ui {

MilestoneDialog::MilestoneDialog(FateEditor *editor, qint64 id, bool major, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_id(id), m_major(major), m_sheet(editor->character(id).value_or(fate::Character{}))
{
    setObjectName(major ? u"majorMilestoneDialog"_s : u"minorMilestoneDialog"_s);
    setWindowTitle(major ? tr("Major Milestone — %1").arg(m_sheet.name) : tr("Minor Milestone — %1").arg(m_sheet.name));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(major ? tr("The end of an arc: one minor change if you like, plus a skill step, recovery, and the high "
                                        "concept if you wish. Only what the sheet allows is offered.")
                                   : tr("The end of a session: make one change. Only what the sheet allows is offered."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(minorBox());
    if (major)
        layout->addWidget(majorBox());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(u"milestoneOk"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    follow();
}

QWidget *MilestoneDialog::minorBox()
{
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    const auto skillLabel = [&](const QString &skill) {
        return tr("%1 %2").arg(FateWords::skillName(pack, skill, lang), fate::ladderLabel(pack, m_sheet.rating(skill), lang));
    };
    auto *box = new QGroupBox(m_major ? tr("A minor milestone's change (optional)") : tr("One change"), this);
    auto *grid = new QGridLayout(box);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_kinds = new QButtonGroup(this);
    const auto option = [&](MinorKind kind, const QString &name, const QString &text, int row) {
        auto *radio = new QRadioButton(text, box);
        radio->setObjectName(name);
        radio->setEnabled(fate::minorAvailable(pack, m_sheet, kind, m_major));
        if (!radio->isEnabled())
            radio->setToolTip(tr("Nothing on this sheet allows it now."));
        m_kinds->addButton(radio, int(kind));
        grid->addWidget(radio, row, 0);
        return radio;
    };
    option(MinorKind::SwapSkills, u"minorSwap"_s, tr("Swap two skill ratings"), 0);
    m_swap = new QComboBox(box);
    m_swap->setObjectName(u"swapPair"_s);
    for (const auto &pair : fate::swappableSkills(m_sheet))
        m_swap->addItem(tr("%1 ↔ %2").arg(skillLabel(pair.first), skillLabel(pair.second)), QStringList{pair.first, pair.second});
    grid->addWidget(m_swap, 0, 1, 1, 2);

    option(MinorKind::ReplaceSkill, u"minorReplace"_s, tr("Replace an Average skill"), 1);
    m_replaceOld = new QComboBox(box);
    m_replaceOld->setObjectName(u"replaceOld"_s);
    for (const QString &s : fate::averageSkills(pack, m_sheet))
        m_replaceOld->addItem(skillLabel(s), s);
    m_replaceNew = new QComboBox(box);
    m_replaceNew->setObjectName(u"replaceNew"_s);
    for (const QString &s : fate::skillsNotOnSheet(pack, m_sheet))
        m_replaceNew->addItem(FateWords::skillName(pack, s, lang), s);
    grid->addWidget(m_replaceOld, 1, 1);
    grid->addWidget(m_replaceNew, 1, 2);

    option(MinorKind::RewriteStunt, u"minorRewriteStunt"_s, tr("Rewrite a stunt"), 2);
    m_stuntIndex = new QComboBox(box);
    m_stuntIndex->setObjectName(u"rewriteStuntIndex"_s);
    for (qsizetype i = 0; i < m_sheet.stunts.size(); ++i)
        m_stuntIndex->addItem(m_sheet.stunts.at(i).name, int(i));
    m_rewriteStunt = new QPushButton(tr("Write the Stunt…"), box);
    m_rewriteStunt->setObjectName(u"rewriteStuntWrite"_s);
    grid->addWidget(m_stuntIndex, 2, 1);
    grid->addWidget(m_rewriteStunt, 2, 2);

    option(MinorKind::BuyStunt, u"minorBuyStunt"_s,
           tr("Buy a stunt (refresh %1 → %2)").arg(m_sheet.refresh).arg([&] {
               fate::Character after = m_sheet;
               after.stunts.append(fate::Stunt{});
               return fate::expectedRefresh(pack, after);
           }()),
           3);
    m_buyStunt = new QPushButton(tr("Write the Stunt…"), box);
    m_buyStunt->setObjectName(u"buyStuntWrite"_s);
    grid->addWidget(m_buyStunt, 3, 2);
    m_stuntLabel = new QLabel(box);
    m_stuntLabel->setObjectName(u"milestoneStunt"_s);
    grid->addWidget(m_stuntLabel, 4, 1, 1, 2);

    option(MinorKind::RewriteAspect, u"minorRewriteAspect"_s, tr("Rewrite an aspect (not the high concept)"), 5);
    m_aspect = new QComboBox(box);
    m_aspect->setObjectName(u"rewriteAspectIndex"_s);
    for (int i : fate::rewritableAspects(m_sheet, m_major)) {
        const fate::Aspect &a = m_sheet.aspects.at(i);
        m_aspect->addItem(tr("%1: %2").arg(FateWords::aspectKind(pack, a.kind, lang), a.text), i);
    }
    m_aspectText = new QLineEdit(box);
    m_aspectText->setObjectName(u"rewriteAspectText"_s);
    m_aspectText->setPlaceholderText(tr("The new aspect"));
    grid->addWidget(m_aspect, 5, 1);
    grid->addWidget(m_aspectText, 5, 2);
    if (m_major) {
        m_none = new QRadioButton(tr("No minor change"), box);
        m_none->setObjectName(u"minorNone"_s);
        m_kinds->addButton(m_none, -2);
        grid->addWidget(m_none, 6, 0);
        m_none->setChecked(true);
    }
    connect(m_kinds, &QButtonGroup::idToggled, this, &MilestoneDialog::follow);
    connect(m_aspectText, &QLineEdit::textChanged, this, &MilestoneDialog::follow);
    connect(m_rewriteStunt, &QPushButton::clicked, this, [this] { pickStunt(true); });
    connect(m_buyStunt, &QPushButton::clicked, this, [this] { pickStunt(false); });
    return box;
}

QWidget *MilestoneDialog::majorBox()
{
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    auto *box = new QGroupBox(tr("And all of these"), this);
    auto *form = new QFormLayout(box);
    m_highConcept = new QLineEdit(box);
    m_highConcept->setObjectName(u"newHighConcept"_s);
    for (const fate::Aspect &a : m_sheet.aspects) {
        if (a.kind == u"high_concept"_s)
            m_highConcept->setPlaceholderText(a.text);
    }
    form->addRow(tr("New &high concept (if you wish)"), m_highConcept);
    m_raise = new QComboBox(box);
    m_raise->setObjectName(u"raiseSkill"_s);
    for (const QString &s : fate::raisableSkills(pack, m_sheet))
        m_raise->addItem(tr("%1: %2 → %3").arg(FateWords::skillName(pack, s, lang), fate::ladderLabel(pack, m_sheet.rating(s), lang),
                                               fate::ladderLabel(pack, m_sheet.rating(s) + 1, lang)), s);
    m_raise->addItem(tr("Save the step for later"), QString());
    form->addRow(tr("&Raise a skill one step"), m_raise);
    m_gmRefresh = new QCheckBox(tr("The GM gives +1 refresh"), box);
    m_gmRefresh->setObjectName(u"gmRefresh"_s);
    form->addRow(QString(), m_gmRefresh);
    m_gmStep = new QCheckBox(tr("The GM gives a second skill step"), box);
    m_gmStep->setObjectName(u"gmSecondStep"_s);
    form->addRow(QString(), m_gmStep);
    m_raise2 = new QComboBox(box);
    m_raise2->setObjectName(u"raiseSkill2"_s);
    form->addRow(tr("&Second step"), m_raise2);
    if (m_sheet.skillSteps > 0) {
        m_raiseSaved = new QComboBox(box);
        m_raiseSaved->setObjectName(u"raiseSaved"_s);
        form->addRow(tr("Spend a sa&ved step (%n saved)", nullptr, m_sheet.skillSteps), m_raiseSaved);
    }
    QStringList recovery;
    for (const fate::Consequence &k : fate::recoverAtMajorMilestone(m_sheet, pack).consequences) {
        if ((k.slot == u"moderate"_s || k.slot == u"severe"_s) && k.inRecovery)
            recovery << tr("\"%1\" starts recovering").arg(k.text);
    }
    for (const fate::Consequence &k : m_sheet.consequences) {
        if ((k.slot == u"moderate"_s || k.slot == u"severe"_s) && k.inRecovery)
            recovery << tr("\"%1\" clears").arg(k.text);
    }
    m_recovery = new QLabel(recovery.isEmpty() ? tr("No moderate or severe consequence to recover.") : recovery.join(tr("; ")), box);
    m_recovery->setObjectName(u"milestoneRecovery"_s);
    m_recovery->setWordWrap(true);
    form->addRow(tr("Recovery"), m_recovery);
    connect(m_raise, &QComboBox::currentIndexChanged, this, &MilestoneDialog::fillSecondRaise);
    connect(m_gmStep, &QCheckBox::toggled, this, &MilestoneDialog::follow);
    fillSecondRaise();
    return box;
}

void MilestoneDialog::fillSecondRaise()
{
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    fate::Character after = m_sheet;
    const QString first = m_raise->currentData().toString();
    if (!first.isEmpty())
        after = fate::setSkillRating(after, pack, first, after.rating(first) + 1).after;
    m_raise2->clear();
    for (const QString &s : fate::raisableSkills(pack, after))
        m_raise2->addItem(tr("%1: %2 → %3").arg(FateWords::skillName(pack, s, lang), fate::ladderLabel(pack, after.rating(s), lang),
                                                fate::ladderLabel(pack, after.rating(s) + 1, lang)), s);
    m_raise2->addItem(tr("Save the step for later"), QString());
    if (m_raiseSaved) {
        // The saved step goes after the first (the GM's second step is checked again on OK).
        m_raiseSaved->clear();
        m_raiseSaved->addItem(tr("Keep it saved"), QString());
        for (const QString &s : fate::raisableSkills(pack, after))
            m_raiseSaved->addItem(tr("%1: %2 → %3").arg(FateWords::skillName(pack, s, lang), fate::ladderLabel(pack, after.rating(s), lang),
                                                        fate::ladderLabel(pack, after.rating(s) + 1, lang)), s);
    }
}

void MilestoneDialog::pickStunt(bool rewrite)
{
    StuntDialog dialog(m_editor->pack(), m_editor->language(), this);
    const int index = m_stuntIndex->currentData().toInt();
    if (rewrite && index >= 0 && index < m_sheet.stunts.size())
        dialog.setStunt(m_sheet.stunts.at(index));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_stunt = dialog.stunt();
    m_stuntLabel->setText(FateWords::stunt(*m_stunt, m_editor->pack(), m_editor->language()));
    m_kinds->button(int(rewrite ? MinorKind::RewriteStunt : MinorKind::BuyStunt))->setChecked(true);
    follow();
}

std::optional<fate::MinorMilestone> MilestoneDialog::minorChoice() const
{
    const int id = m_kinds->checkedId();
    if (id < 0)
        return std::nullopt;
    fate::MinorMilestone m;
    m.kind = MinorKind(id);
    switch (m.kind) {
    case MinorKind::SwapSkills: {
        const QStringList pair = m_swap->currentData().toStringList();
        if (pair.size() != 2)
            return std::nullopt;
        m.skill = pair.at(0);
        m.other = pair.at(1);
        break;
    }
    case MinorKind::ReplaceSkill:
        m.skill = m_replaceOld->currentData().toString();
        m.other = m_replaceNew->currentData().toString();
        break;
    case MinorKind::RewriteStunt:
    case MinorKind::BuyStunt:
        if (!m_stunt)
            return std::nullopt;
        m.index = m_stuntIndex->currentData().toInt();
        m.stunt = *m_stunt;
        break;
    case MinorKind::RewriteAspect:
        m.index = m_aspect->currentData().toInt();
        m.text = m_aspectText->text().trimmed();
        if (m.text.isEmpty())
            return std::nullopt;
        break;
    }
    return m;
}

fate::MajorMilestone MilestoneDialog::majorChoice() const
{
    fate::MajorMilestone m;
    m.minor = minorChoice();
    if (!m_major)
        return m;
    m.highConcept = m_highConcept->text().trimmed();
    if (!m_raise->currentData().toString().isEmpty())
        m.raises << m_raise->currentData().toString();
    m.gmRefresh = m_gmRefresh->isChecked();
    m.gmSecondStep = m_gmStep->isChecked();
    if (m.gmSecondStep && !m_raise2->currentData().toString().isEmpty())
        m.raises << m_raise2->currentData().toString();
    if (m_raiseSaved && !m_raiseSaved->currentData().toString().isEmpty())
        m.raises << m_raiseSaved->currentData().toString();
    return m;
}

void MilestoneDialog::follow()
{
    const int id = m_kinds->checkedId();
    m_swap->setEnabled(id == int(MinorKind::SwapSkills));
    m_replaceOld->setEnabled(id == int(MinorKind::ReplaceSkill));
    m_replaceNew->setEnabled(id == int(MinorKind::ReplaceSkill));
    m_stuntIndex->setEnabled(id == int(MinorKind::RewriteStunt));
    m_aspect->setEnabled(id == int(MinorKind::RewriteAspect));
    m_aspectText->setEnabled(id == int(MinorKind::RewriteAspect));
    m_rewriteStunt->setEnabled(fate::minorAvailable(m_editor->pack(), m_sheet, MinorKind::RewriteStunt));
    m_buyStunt->setEnabled(fate::minorAvailable(m_editor->pack(), m_sheet, MinorKind::BuyStunt));
    if (m_raise2)
        m_raise2->setEnabled(m_gmStep->isChecked());
    // A minor milestone is one change: OK once it is chosen and written out.
    m_ok->setEnabled(m_major ? (id == -2 || minorChoice().has_value()) : minorChoice().has_value());
}

bool MilestoneDialog::apply()
{
    if (!m_major) {
        const std::optional<fate::MinorMilestone> choice = minorChoice();
        if (!choice)
            return false;
        return m_editor->edit(m_id, u"fate.milestone.minor"_s, SW_TR_LABEL("Minor Milestone"),
                              [m = *choice](const fate::Character &c, const fate::FatePack &p) { return fate::applyMinorMilestone(c, p, m); },
                              m_ok, {{u"fate.milestone.minor"_s, QJsonObject{{u"option"_s, int(choice->kind)}}}});
    }
    const fate::MajorMilestone choice = majorChoice();
    return m_editor->edit(m_id, u"fate.milestone.major"_s, SW_TR_LABEL("Major Milestone"),
                          [choice](const fate::Character &c, const fate::FatePack &p) { return fate::applyMajorMilestone(c, p, choice); },
                          m_ok,
                          {{u"fate.milestone.major"_s, QJsonObject{{u"raises"_s, choice.raises.join(u',')}, {u"refresh"_s, choice.gmRefresh},
                                                              {u"steps_saved_before"_s, m_sheet.skillSteps}}}});
}

} // namespace sw::ui
