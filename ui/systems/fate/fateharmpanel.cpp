#include "systems/fate/fateharmpanel.h"

#include "common/undolabel.h"
#include "systems/fate/absorbhitdialog.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/sheetrules.h"
#include "widgets/boxtrack.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateHarmPanel::FateHarmPanel(FateEditor *editor, qint64 id, QWidget *parent) : FatePanel(editor, id, parent)
{
    setObjectName(u"fateHarm"_s);
    auto *layout = new QVBoxLayout(this);
    for (fate::Track t : {fate::Track::Physical, fate::Track::Mental}) {
        const int i = int(t);
        m_trackLabel[i] = new QLabel(this);
        m_track[i] = new BoxTrack(this);
        m_track[i]->setObjectName(u"stress_"_s + fate::trackId(t));
        m_track[i]->setMode(BoxTrack::Independent);
        m_trackLabel[i]->setBuddy(m_track[i]);
        layout->addWidget(m_trackLabel[i]);
        layout->addWidget(m_track[i], 0, Qt::AlignLeft);
        connect(m_track[i], &BoxTrack::toggleRequested, this, [this, t](int index) { toggleBox(t, index); });
    }
    m_takeHit = new QPushButton(this);
    m_takeHit->setObjectName(u"takeHit"_s);
    connect(m_takeHit, &QPushButton::clicked, this, &FateHarmPanel::takeHit);
    layout->addWidget(m_takeHit, 0, Qt::AlignLeft);
    m_consequencesLabel = new QLabel(this);
    layout->addWidget(m_consequencesLabel);
    m_slots = new QGridLayout;
    m_slots->setColumnStretch(1, 1);
    layout->addLayout(m_slots);
    m_boostsLabel = new QLabel(this);
    layout->addWidget(m_boostsLabel);
    m_boosts = new QListWidget(this);
    m_boosts->setObjectName(u"boostList"_s);
    m_boosts->setMaximumHeight(70);
    layout->addWidget(m_boosts);
    auto *boostRow = new QHBoxLayout;
    m_boostText = new QLineEdit(this);
    m_boostText->setObjectName(u"boostText"_s);
    m_addBoost = new QPushButton(this);
    m_addBoost->setObjectName(u"addBoost"_s);
    m_useBoost = new QPushButton(this);
    m_useBoost->setObjectName(u"useBoost"_s);
    boostRow->addWidget(m_boostText, 1);
    boostRow->addWidget(m_addBoost);
    boostRow->addWidget(m_useBoost);
    layout->addLayout(boostRow);

    const auto addBoost = [this] {
        const QString text = m_boostText->text().trimmed();
        if (edit(u"fate.boost.add"_s, SW_TR_LABEL("Add Boost"), [text](const fate::Character &c, const fate::FatePack &) {
                fate::Character after = c;
                after.boosts.append(text);
                return fate::SheetEdit{after, {}};
            }, m_addBoost))
            m_boostText->clear();
    };
    connect(m_addBoost, &QPushButton::clicked, this, addBoost);
    connect(m_boostText, &QLineEdit::returnPressed, this, addBoost);
    connect(m_useBoost, &QPushButton::clicked, this, [this] {
        const int index = m_boosts->currentRow();
        if (index < 0)
            return;
        edit(u"fate.boost.use"_s, SW_TR_LABEL("Use a Boost"), [index](const fate::Character &c, const fate::FatePack &) {
            fate::Character after = c;
            if (index < after.boosts.size())
                after.boosts.removeAt(index); // rule 29: invoked once, then gone
            return fate::SheetEdit{after, {}};
        }, m_useBoost);
    });
    retranslate();
}

void FateHarmPanel::buildSlots(const QStringList &slots)
{
    QStringList current;
    for (const SlotRow &r : m_rows)
        current << r.slot;
    if (current == slots)
        return;
    for (const SlotRow &r : m_rows) {
        delete r.name;
        delete r.text;
        delete r.recovering;
        delete r.recovery;
    }
    m_rows.clear();
    for (qsizetype i = 0; i < slots.size(); ++i) {
        const QString slot = slots.at(i);
        SlotRow row{slot, new QLabel(this), new QLineEdit(this), new QCheckBox(this), new QLabel(this)};
        row.text->setObjectName(u"consequence_"_s + slot);
        row.recovering->setObjectName(u"recovering_"_s + slot);
        row.recovery->setWordWrap(true);
        row.name->setBuddy(row.text);
        // The recovery note on a line of its own under the slot: in Chinese a narrow column
        // broke it every few characters.
        m_slots->addWidget(row.name, int(i) * 2, 0);
        m_slots->addWidget(row.text, int(i) * 2, 1);
        m_slots->addWidget(row.recovering, int(i) * 2, 2);
        m_slots->addWidget(row.recovery, int(i) * 2 + 1, 1, 1, 2);
        connect(row.text, &QLineEdit::editingFinished, this, [this, slot, field = row.text] {
            const QString text = field->text().trimmed();
            QString stored;
            for (const fate::Consequence &k : m_shown.consequences) {
                if (k.slot == slot)
                    stored = k.text;
            }
            if (text == stored)
                return;
            edit(u"fate.consequence.write"_s, text.isEmpty() ? SW_TR_LABEL("Clear a Consequence") : SW_TR_LABEL("Take a Consequence"),
                 [slot, text](const fate::Character &c, const fate::FatePack &) { return fate::setConsequence(c, slot, text); }, field);
        });
        connect(row.recovering, &QCheckBox::clicked, this, [this, slot, box = row.recovering](bool on) {
            edit(u"fate.consequence.recovery"_s, on ? SW_TR_LABEL("Start Recovery") : SW_TR_LABEL("Stop Recovery"),
                 [slot, on](const fate::Character &c, const fate::FatePack &) { return fate::setRecovering(c, slot, on); }, box);
        });
        m_rows.append(row);
    }
}

void FateHarmPanel::load(const fate::Character &c)
{
    m_shown = c;
    for (fate::Track t : {fate::Track::Physical, fate::Track::Mental}) {
        const int i = int(t);
        const QList<bool> &boxes = t == fate::Track::Physical ? c.physicalStress : c.mentalStress;
        const QString skill = pack().stressSkill[i];
        QString trackName;
        for (const auto &named : pack().tracks) {
            if (named.first == t)
                trackName = named.second.in(language());
        }
        m_trackLabel[i]->setText(tr("%1 — %2 %3: %n box(es)", nullptr, int(boxes.size()))
                                     .arg(trackName, FateWords::skillName(pack(), skill, language()),
                                          fate::ladderLabel(pack(), c.rating(skill), language())));
        m_track[i]->setCount(int(boxes.size()));
        m_track[i]->setMarkedBoxes(boxes);
    }
    buildSlots(fate::availableConsequenceSlots(pack(), c));
    for (const SlotRow &row : m_rows) {
        const fate::ConsequenceSlot *slot = pack().slot(row.slot);
        const fate::Consequence *taken = nullptr;
        for (const fate::Consequence &k : c.consequences) {
            if (k.slot == row.slot)
                taken = &k;
        }
        row.name->setText(tr("%1 (%2)").arg(slot->name.in(language())).arg(slot->absorbs));
        if (row.text->text() != (taken ? taken->text : QString()))
            row.text->setText(taken ? taken->text : QString());
        // Spec §7.5: an extreme consequence replaces one of the aspects for good, so it is taken
        // with Take a Hit, which names that aspect; typed here it would replace none.
        const bool extreme = row.slot == u"extreme"_s;
        row.text->setReadOnly(extreme);
        row.text->setToolTip(extreme ? tr("Taken with Take a Hit, which names the aspect it replaces; renamed only at a major milestone")
                                     : QString());
        row.recovering->setChecked(taken && taken->inRecovery);
        row.recovering->setText(tr("Recovering"));
        row.recovering->setEnabled(slot->recoveryDifficulty.has_value()); // extreme: never recovered (spec §7.5)
        QString recovery = slot->recoveryDifficulty
                               ? tr("Recovery: overcome at %1 (+%2 treating yourself); %3")
                                     .arg(fate::ladderLabel(pack(), *slot->recoveryDifficulty, language()))
                                     .arg(pack().treatingYourself)
                                     .arg(FateWords::clearsAfter(slot->clearsAfter))
                               : tr("Cannot be recovered from; renamed at a major milestone");
        // Whoever inflicted it holds a free invoke on it (spec §7.5): who holds how many.
        QStringList held;
        for (const fate::FreeInvokes &f : taken ? taken->freeInvokes : QList<fate::FreeInvokes>()) {
            if (f.count > 0)
                held << tr("%1 held by %2").arg(f.count).arg(f.holder == u"gm"_s ? tr("GM") : f.holder);
        }
        if (!held.isEmpty())
            recovery = tr("Free invokes: %1. %2").arg(held.join(tr(", ")), recovery);
        row.recovery->setText(recovery);
    }
    m_boosts->clear();
    for (const QString &b : c.boosts)
        new QListWidgetItem(b.isEmpty() ? tr("(unnamed boost)") : b, m_boosts);
}

void FateHarmPanel::retranslate()
{
    setTitle(tr("Stress and Consequences"));
    m_consequencesLabel->setText(tr("Consequences — write one to take it; each absorbs its shifts"));
    m_boostsLabel->setText(tr("Boosts — invoked once, free, then gone; never past the scene"));
    m_takeHit->setText(tr("Take a &Hit…"));
    m_takeHit->setToolTip(tr("Absorb a hit with stress boxes and consequences, as one edit (rule 23)"));
    m_boostText->setPlaceholderText(tr("Name a boost (may stay unnamed)"));
    m_addBoost->setText(tr("Add Boost"));
    m_useBoost->setText(tr("Use Boost"));
    for (int i = 0; i < 2; ++i)
        m_track[i]->setToolTip(tr("Each box absorbs 1 shift of a hit; all clear at the end of the scene."));
    load(m_shown);
}

void FateHarmPanel::toggleBox(fate::Track track, int index)
{
    const QList<bool> &boxes = track == fate::Track::Physical ? m_shown.physicalStress : m_shown.mentalStress;
    const bool marked = index < boxes.size() && !boxes.at(index);
    edit(u"fate.stress.mark"_s, marked ? SW_TR_LABEL("Mark Stress") : SW_TR_LABEL("Clear Stress"),
         [track, index, marked](const fate::Character &c, const fate::FatePack &) { return fate::setStressBox(c, track, index, marked); },
         m_track[int(track)]);
}

// Rule 23: the boxes and consequences the player chose, checked again and stored as one edit.
void FateHarmPanel::takeHit()
{
    AbsorbHitDialog dialog(pack(), m_shown, language(), 1, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const fate::HitPlan plan = dialog.plan();
    const int hit = dialog.hit();
    edit(u"fate.hit.absorb"_s, SW_TR_LABEL("Absorb a Hit of %n Shift(s)", nullptr, hit),
         [plan, hit](const fate::Character &c, const fate::FatePack &p) {
             const QList<rules::Violation> refused = fate::checkHit(p, c, hit, plan);
             return refused.isEmpty() ? fate::SheetEdit{fate::applyHit(c, plan), {}} : fate::SheetEdit{c, refused};
         },
         m_takeHit);
}

} // namespace sw::ui
