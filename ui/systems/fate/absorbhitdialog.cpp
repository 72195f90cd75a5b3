#include "systems/fate/absorbhitdialog.h"

#include "systems/fate/l10n/fateviolationtext.h"
#include "systems/fate/sheetrules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

AbsorbHitDialog::AbsorbHitDialog(const fate::FatePack &pack, const fate::Character &character, Language language,
                                 int hit, QWidget *parent)
    : QDialog(parent), m_pack(pack), m_character(character), m_language(language)
{
    setObjectName(u"absorbHitDialog"_s);
    setWindowTitle(tr("Take a Hit — %1").arg(character.name));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_hit = new QSpinBox(this);
    m_hit->setObjectName(u"hitShifts"_s);
    m_hit->setRange(1, 40);
    m_hit->setValue(std::max(1, hit));
    form->addRow(tr("&Shifts of the hit"), m_hit);
    m_track = new QComboBox(this);
    m_track->setObjectName(u"hitTrack"_s);
    for (const auto &[track, name] : pack.tracks)
        m_track->addItem(name.in(language), int(track));
    form->addRow(tr("&Track"), m_track);
    m_inflictedBy = new QLineEdit(this);
    m_inflictedBy->setObjectName(u"inflictedBy"_s);
    m_inflictedBy->setPlaceholderText(tr("Who gets the free invoke on a consequence"));
    form->addRow(tr("&Inflicted by"), m_inflictedBy);
    m_replaces = new QComboBox(this);
    m_replaces->setObjectName(u"extremeReplaces"_s);
    for (int i = 0; i < character.aspects.size(); ++i) {
        if (character.aspects.at(i).kind != u"high_concept"_s)
            m_replaces->addItem(character.aspects.at(i).text, i);
    }
    m_replaces->setCurrentIndex(-1);
    m_replaces->setPlaceholderText(tr("Any aspect but the high concept"));
    m_replaces->setToolTip(tr("An extreme consequence permanently replaces this aspect"));
    form->addRow(tr("Extreme &replaces"), m_replaces);
    layout->addLayout(form);
    m_choices = new QWidget(this);
    m_grid = new QGridLayout(m_choices);
    m_grid->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_choices);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"absorbSummary"_s);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Absorb"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_hit, &QSpinBox::valueChanged, this, &AbsorbHitDialog::update);
    connect(m_track, &QComboBox::currentIndexChanged, this, &AbsorbHitDialog::rebuild);
    connect(m_inflictedBy, &QLineEdit::textChanged, this, &AbsorbHitDialog::update);
    connect(m_replaces, &QComboBox::currentIndexChanged, this, &AbsorbHitDialog::update);
    rebuild();
}

int AbsorbHitDialog::hit() const
{
    return m_hit->value();
}

fate::HitPlan AbsorbHitDialog::plan() const
{
    fate::HitPlan plan;
    plan.track = fate::Track(m_track->currentData().toInt());
    for (const auto &[index, box] : m_boxes) {
        if (box->isChecked())
            plan.boxes.append(index);
    }
    plan.replacesAspect = m_replaces->currentIndex() >= 0 ? m_replaces->currentData().toInt() : -1;
    const QString by = m_inflictedBy->text().trimmed();
    for (const SlotChoice &s : m_slots) {
        if (!s.take->isChecked())
            continue;
        fate::Consequence k{s.slot, s.text->text().trimmed(), false, by, {}};
        if (!by.isEmpty())
            k.freeInvokes = {{by, 1}}; // spec §7.5: whoever inflicted it gets 1 free invoke
        plan.consequences.append(k);
    }
    return plan;
}

// The empty boxes of the chosen track and the free slots that serve it.
void AbsorbHitDialog::rebuild()
{
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_boxes.clear();
    m_slots.clear();
    const fate::Track track = fate::Track(m_track->currentData().toInt());
    const QList<bool> &marks = track == fate::Track::Physical ? m_character.physicalStress : m_character.mentalStress;
    auto *boxRow = new QWidget(m_choices);
    auto *boxes = new QHBoxLayout(boxRow);
    boxes->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < marks.size(); ++i) {
        auto *box = new QCheckBox(QString::number(i + 1), boxRow);
        box->setObjectName(u"box_%1"_s.arg(i));
        box->setEnabled(!marks.at(i));
        box->setChecked(marks.at(i));
        boxes->addWidget(box);
        if (!marks.at(i)) {
            m_boxes.append({i, box});
            connect(box, &QCheckBox::toggled, this, &AbsorbHitDialog::update);
        }
    }
    boxes->addStretch();
    m_grid->addWidget(new QLabel(tr("Stress boxes (1 shift each)"), m_choices), 0, 0);
    m_grid->addWidget(boxRow, 0, 1);
    int row = 1;
    for (const QString &slotId : fate::availableConsequenceSlots(m_pack, m_character)) {
        const fate::ConsequenceSlot *slot = m_pack.slot(slotId);
        const bool taken = std::any_of(m_character.consequences.cbegin(), m_character.consequences.cend(),
                                       [&](const fate::Consequence &k) { return k.slot == slotId; });
        if (!slot || taken || (!slot->needsTrack.isEmpty() && slot->needsTrack != fate::trackId(track)))
            continue;
        auto *take = new QCheckBox(tr("%1 (%2)").arg(slot->name.in(m_language)).arg(slot->absorbs), m_choices);
        take->setObjectName(u"take_"_s + slotId);
        auto *text = new QLineEdit(m_choices);
        text->setObjectName(u"text_"_s + slotId);
        text->setPlaceholderText(tr("The consequence, written as an aspect"));
        m_grid->addWidget(take, row, 0);
        m_grid->addWidget(text, row, 1);
        ++row;
        m_slots.append({slotId, take, text});
        connect(take, &QCheckBox::toggled, this, &AbsorbHitDialog::update);
        connect(text, &QLineEdit::textChanged, this, &AbsorbHitDialog::update);
    }
    update();
}

void AbsorbHitDialog::update()
{
    const fate::HitPlan p = plan();
    const QList<rules::Violation> problems = fate::checkHit(m_pack, m_character, hit(), p);
    const bool blank = std::any_of(p.consequences.cbegin(), p.consequences.cend(),
                                   [](const fate::Consequence &k) { return k.text.isEmpty(); });
    const int absorbed = fate::absorbedBy(m_pack, p);
    QString text = tr("Absorbs %1 of %2 shift(s).").arg(absorbed).arg(hit());
    if (fate::takenOut(m_pack, m_character, p.track, hit()))
        text += u' ' + tr("The sheet can absorb at most %1 on this track: the character is taken out.")
                           .arg(fate::absorbable(m_pack, m_character, p.track));
    else if (!problems.isEmpty())
        text += u' ' + l10n::FateViolationText::explain(problems, m_pack, m_language);
    if (blank)
        text += u' ' + tr("Write each consequence you take as an aspect.");
    m_summary->setText(text);
    m_replaces->setEnabled(std::any_of(p.consequences.cbegin(), p.consequences.cend(),
                                       [](const fate::Consequence &k) { return k.slot == u"extreme"_s; }));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty() && !blank);
}

} // namespace sw::ui
