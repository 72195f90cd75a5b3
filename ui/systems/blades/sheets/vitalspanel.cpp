#include "systems/blades/sheets/vitalspanel.h"

#include "common/undolabel.h"
#include "systems/blades/rolls/downtimerolldialog.h"
#include "systems/blades/characteredit.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/harmmodel.h"
#include "systems/blades/models/traumamodel.h"
#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/ruleentrydelegate.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/sheetfields.h"
#include "systems/blades/sheets/traumadialog.h"
#include "widgets/boxtrack.h"
#include "widgets/clockface.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

using Op = models::CharacterOp;

bool armorUsed(const blades::ArmorUse &armor, const QString &kind)
{
    blades::ArmorUse copy = armor;
    const bool *box = blades::detail::armorBox(copy, kind);
    return box && *box;
}

} // namespace

VitalsPanel::VitalsPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    m_traumaModel = new models::TraumaModel(this);
    m_harmModel = new models::HarmModel(this);
    m_harmModel->setLabeler([](const QString &kind, const QString &id) -> QString {
        if (kind != u"harm_penalty"_s)
            return {};
        if (id == u"reduced_effect"_s)
            return tr("Less effect");
        if (id == u"less_dice"_s)
            return tr("−1d");
        if (id == u"incapacitated"_s)
            return tr("Need help");
        return {};
    });
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(6);
    buildTracks(grid);
    buildHarm(grid);
    buildHealingAndArmor(grid);
    retranslate();
}

void VitalsPanel::buildTracks(QGridLayout *grid)
{
    m_stressLabel = sheetHeading(this);
    m_stress = new BoxTrack(this);
    m_stress->setObjectName(u"stress"_s);
    m_stress->setOverflowBox(true); // the box that is not there: try it and learn why
    m_stressLabel->setBuddy(m_stress);
    connect(m_stress, &BoxTrack::valueRequested, this, [this](int value) {
        edit(u"character.set_stress"_s, SW_TR_LABEL("Set stress to %1").arg(value),
             [value](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applySetStress(c, value, p, b);
             },
             m_stress);
    });
    m_takeStress = new QToolButton(this);
    m_takeStress->setObjectName(u"takeStress"_s);
    m_takeStress->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_takeStress);
    for (int amount = 1; amount <= 6; ++amount) {
        QAction *a = menu->addAction(QString::number(amount));
        connect(a, &QAction::triggered, this, [this, amount] { markStress(amount); });
    }
    m_takeStress->setMenu(menu);
    auto *stressRow = new QHBoxLayout;
    stressRow->addWidget(m_stress);
    stressRow->addWidget(m_takeStress);
    stressRow->addStretch(1);
    grid->addWidget(m_stressLabel, 0, 0, 1, 2);
    grid->addLayout(stressRow, 1, 0, 1, 2);

    m_traumaLabel = sheetHeading(this);
    m_trauma = new BoxTrack(this);
    m_trauma->setObjectName(u"trauma"_s);
    m_traumaLabel->setBuddy(m_trauma);
    connect(m_trauma, &BoxTrack::valueRequested, this, [this](int value) {
        edit(u"character.set_trauma"_s, SW_TR_LABEL("Set trauma to %1").arg(value),
             [value](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applySetTrauma(c, value, p, b);
             },
             m_trauma);
    });
    grid->addWidget(m_traumaLabel, 2, 0);
    grid->addWidget(m_trauma, 2, 1, Qt::AlignLeft);

    m_conditionsLabel = new QLabel(this);
    m_conditions = new CheckListView(this);
    m_conditions->setObjectName(u"traumaConditions"_s);
    m_conditions->setModel(m_traumaModel);
    m_conditions->setItemDelegate(new RuleEntryDelegate(-1, m_conditions));
    m_conditions->setFlow(QListView::LeftToRight);
    m_conditions->setWrapping(true);
    m_conditionsLabel->setBuddy(m_conditions);
    connect(m_conditions, &CheckListView::toggleRequested, this, [this](const QModelIndex &index) {
        const QString id = index.data(models::SnapshotModel::IdRole).toString();
        const bool has = m_state.sheet.traumaConditions.contains(id);
        const Op op = [id, has](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
            return has ? blades::applyRemoveTraumaCondition(c, id, p, b) : blades::applyChooseTraumaCondition(c, id, p, b);
        };
        edit(has ? u"character.remove_trauma_condition"_s : u"character.choose_trauma_condition"_s,
             has ? SW_TR_LABEL("Erase trauma %1").arg(index.data().toString()) : SW_TR_LABEL("Take trauma %1").arg(index.data().toString()),
             op, m_conditions);
    });
    grid->addWidget(m_conditionsLabel, 3, 0, 1, 2);
    grid->addWidget(m_conditions, 4, 0, 1, 2);
}

void VitalsPanel::buildHarm(QGridLayout *grid)
{
    m_harmLabel = sheetHeading(this);
    grid->addWidget(m_harmLabel, 5, 0, 1, 2);
    auto *box = new QWidget(this);
    box->setObjectName(u"harm"_s);
    m_harmGrid = new QGridLayout(box);
    m_harmGrid->setContentsMargins(0, 0, 0, 0);
    m_harmGrid->setHorizontalSpacing(4);
    m_harmGrid->setColumnStretch(1, 1);
    m_harmGrid->setColumnStretch(2, 1);
    grid->addWidget(box, 6, 0, 1, 2);
}

void VitalsPanel::buildHealingAndArmor(QGridLayout *grid)
{
    m_healingLabel = sheetHeading(this);
    m_healing = new ClockFace(this);
    m_healing->setObjectName(u"healing"_s);
    m_healingLabel->setBuddy(m_healing);
    // The heading opens the recovery roll (C §8.6).
    m_healingLabel->setObjectName(u"roll_recover"_s);
    DowntimeRollDialog::openOnClick(m_healingLabel, [this] {
        if (!m_state.id || !m_editor->session())
            return;
        DowntimeRollDialog dialog(m_editor, m_state, DowntimeRollDialog::Kind::Recover, this);
        dialog.exec();
    });
    connect(m_healing, &ClockFace::valueRequested, this, [this](int value) {
        const int now = m_state.sheet.healing;
        const Op op = [value, now](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
            // Ticking forward is the recovery procedure (a full clock heals a level of harm);
            // rubbing marks out is a pencil edit.
            return value > now ? blades::applyTickHealing(c, value - now, p, b) : blades::applySetHealing(c, value, p, b);
        };
        edit(value > now ? u"character.tick_healing"_s : u"character.set_healing"_s,
             SW_TR_LABEL("Healing clock to %1").arg(value), op, m_healing);
    });
    m_armorLabel = sheetHeading(this);
    auto *armorRow = new QHBoxLayout;
    for (const blades::ArmorKind &kind : pack().armorKinds) {
        auto *boxTrack = new BoxTrack(this);
        boxTrack->setObjectName(u"armor_"_s + kind.id);
        boxTrack->setMode(BoxTrack::Independent);
        boxTrack->setCount(1);
        auto *name = new QLabel(this);
        name->setBuddy(boxTrack);
        m_armorNames.append(name);
        m_armor.append({kind.id, boxTrack});
        armorRow->addWidget(boxTrack);
        armorRow->addWidget(name);
        armorRow->addSpacing(8);
        const QString id = kind.id;
        connect(boxTrack, &BoxTrack::toggleRequested, this, [this, id, boxTrack] {
            const bool used = armorUsed(m_state.sheet.armor, id);
            const Op op = [id, used](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                return used ? blades::applyClearArmor(c, id, p, b) : blades::applyUseArmor(c, id, p, b);
            };
            edit(used ? u"character.clear_armor"_s : u"character.use_armor"_s,
                 used ? SW_TR_LABEL("Clear armor") : SW_TR_LABEL("Use armor"), op, boxTrack);
        });
    }
    armorRow->addStretch(1);
    auto *row = new QGridLayout;
    row->addWidget(m_healingLabel, 0, 0);
    row->addWidget(m_healing, 1, 0, Qt::AlignLeft);
    row->addWidget(m_armorLabel, 0, 1);
    row->addLayout(armorRow, 1, 1, Qt::AlignTop);
    row->setColumnStretch(1, 1);
    grid->addLayout(row, 7, 0, 1, 2);
}

void VitalsPanel::markStress(int amount)
{
    // A §2.3: the last stress box brings a trauma and its condition, asked for here and taken in
    // the same edit (one undo step); cancelling marks nothing.
    QString condition;
    const blades::Character &sheet = m_state.sheet;
    if (blades::marksLastStressBox(sheet, amount, m_state.limits) && !blades::openTraumaConditions(sheet, pack()).isEmpty()) {
        TraumaDialog dialog(sheet, pack(), language(), this);
        if (dialog.exec() != QDialog::Accepted || dialog.condition().isEmpty())
            return;
        condition = dialog.condition();
    }
    edit(u"character.mark_stress"_s, SW_TR_LABEL("Take %n stress", nullptr, amount),
         [amount, condition](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
             return blades::applyMarkStress(c, amount, p, b, condition);
         },
         m_stress);
}

void VitalsPanel::harmEdited(int level, int slot, const QString &text)
{
    const QModelIndex cell = m_harmModel->index(level, models::HarmModel::Slot1Column + slot);
    const QVariant index = cell.data(models::HarmModel::HarmIndexRole);
    const int harmLevel = cell.data(models::HarmModel::LevelRole).toInt();
    const QString trimmed = text.trimmed();
    QLineEdit *field = m_harmSlots.value(level).value(slot);
    if (!index.isValid()) {
        if (trimmed.isEmpty())
            return;
        edit(u"character.add_harm"_s, SW_TR_LABEL("Harm: %1").arg(trimmed),
             [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyAddHarm(c, harmLevel, trimmed, p, b);
             },
             field);
        return;
    }
    const int at = index.toInt();
    if (trimmed.isEmpty()) {
        edit(u"character.remove_harm"_s, SW_TR_LABEL("Erase harm"),
             [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyRemoveHarm(c, at, p, b);
             },
             field);
        return;
    }
    edit(u"character.edit_harm"_s, SW_TR_LABEL("Harm: %1").arg(trimmed),
         [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
             return blades::applyEditHarm(c, at, trimmed, p, b);
         },
         field);
}

void VitalsPanel::showHarm()
{
    const int rows = m_harmModel->rowCount();
    while (m_harmLevels.size() < rows) {
        const int row = int(m_harmLevels.size());
        auto *level = new QLabel(this);
        m_harmLevels.append(level);
        m_harmGrid->addWidget(level, row, 0);
        QList<QLineEdit *> slots;
        for (int slot = 0; slot < models::HarmModel::kSlotColumns; ++slot) {
            auto *line = new QLineEdit(this);
            line->setObjectName(u"harm_%1_%2"_s.arg(row).arg(slot));
            fields::onEdited(line, [this, row, slot](const QString &text) { harmEdited(row, slot, text); });
            m_harmGrid->addWidget(line, row, 1 + slot);
            slots.append(line);
        }
        m_harmSlots.append(slots);
        auto *penalty = new QLabel(this);
        m_harmPenalties.append(penalty);
        m_harmGrid->addWidget(penalty, row, 3);
    }
    for (qsizetype row = 0; row < m_harmLevels.size(); ++row) {
        const bool shown = row < rows;
        const QModelIndex first = m_harmModel->index(int(row), 0);
        m_harmLevels[row]->setVisible(shown);
        m_harmPenalties[row]->setVisible(shown);
        if (shown) {
            m_harmLevels[row]->setText(u"%1 · %2"_s.arg(first.data(models::HarmModel::LevelRole).toInt())
                                           .arg(first.data().toString()));
            m_harmLevels[row]->setToolTip(first.data(Qt::ToolTipRole).toString());
            const QModelIndex penalty = m_harmModel->index(int(row), models::HarmModel::PenaltyColumn);
            m_harmPenalties[row]->setText(penalty.data().toString());
            // The penalty that applies now stands out; the others are there to read.
            m_harmPenalties[row]->setForegroundRole(penalty.data(models::HarmModel::ActiveRole).toBool()
                                                        ? QPalette::Highlight : QPalette::PlaceholderText);
        }
        const int slotsOnRow = shown ? first.data(models::HarmModel::SlotsRole).toInt() : 0;
        for (int slot = 0; slot < models::HarmModel::kSlotColumns; ++slot) {
            QLineEdit *line = m_harmSlots[row][slot];
            const QModelIndex cell = m_harmModel->index(int(row), models::HarmModel::Slot1Column + slot);
            const bool written = shown && cell.data(models::HarmModel::HarmIndexRole).isValid();
            // Decided here, not read back with isVisible(): a sheet not on screen yet (a tab being
            // opened, a restart) has every field hidden, and must still get its harm written in.
            const bool used = shown && (slot < slotsOnRow || written);
            line->setVisible(used);
            if (!used)
                continue;
            fields::showText(line, written ? cell.data().toString() : QString());
            line->setAccessibleName(tr("Harm level %1, box %2").arg(first.data(models::HarmModel::LevelRole).toInt()).arg(slot + 1));
            line->setToolTip(first.data(Qt::ToolTipRole).toString());
        }
        // A one-slot level (severe) writes across the whole line, as on the paper sheet.
        if (shown)
            m_harmGrid->addWidget(m_harmSlots[row][0], int(row), 1, 1, slotsOnRow == 1 ? 2 : 1);
    }
}

void VitalsPanel::showState(const CharacterState &state)
{
    m_state = state;
    const blades::Character &c = state.sheet;
    const Language lang = language();
    m_traumaModel->setLanguage(lang);
    m_traumaModel->setSheet(c, pack(), state.crew);
    m_harmModel->setLanguage(lang);
    m_harmModel->setSheet(c, pack(), state.crew);
    m_stress->setCount(state.limits.stressMax);
    m_stress->setValue(c.stress);
    m_stress->setAccessibleName(tr("Stress"));
    m_trauma->setCount(state.limits.traumaMax);
    m_trauma->setValue(c.trauma);
    m_healing->setSegments(state.limits.healingClock);
    m_healing->setValue(c.healing);
    for (auto &[id, box] : m_armor) {
        box->setMarkedBoxes({armorUsed(c.armor, id)});
        box->setEnabled(id != u"special"_s || state.limits.specialArmor || m_editor->overrideOn());
    }
    showHarm();
}

void VitalsPanel::retranslate()
{
    m_stressLabel->setText(tr("&Stress"));
    m_stress->setToolTip(tr("Mark stress to push yourself, help or resist. Past the last box you take "
                            "trauma instead; use Take stress for that."));
    m_stress->setAccessibleName(tr("Stress"));
    m_takeStress->setText(tr("Take…"));
    m_takeStress->setToolTip(tr("Take stress the way the game does: past the track you gain a trauma "
                                "and clear your stress."));
    m_takeStress->setAccessibleName(tr("Take stress"));
    m_traumaLabel->setText(tr("&Trauma"));
    m_trauma->setToolTip(tr("Each trauma brings a permanent condition; the last box retires the scoundrel."));
    m_trauma->setAccessibleName(tr("Trauma"));
    m_conditionsLabel->setText(tr("Trauma c&onditions"));
    m_conditions->setAccessibleName(tr("Trauma conditions"));
    m_harmLabel->setText(tr("Harm"));
    m_harmModel->setHeaders({tr("Level"), tr("Harm"), tr("Harm"), tr("Penalty")});
    m_healingLabel->setText(tr("Hea&ling"));
    m_healing->setToolTip(tr("Fill the clock by recovering; when it fills, each harm drops one level."));
    m_healingLabel->setToolTip(tr("Click, or press R on the healing clock, to recover in downtime: the healing roll."));
    m_healing->setAccessibleName(tr("Healing clock"));
    m_armorLabel->setText(tr("Armor"));
    const Language lang = language();
    for (qsizetype i = 0; i < m_armor.size(); ++i) {
        const blades::ArmorKind *kind = pack().armorKind(m_armor[i].first);
        m_armorNames[i]->setText(kind ? kind->name.in(lang) : m_armor[i].first);
        m_armor[i].second->setToolTip(kind ? kind->summary.in(lang) : QString());
        m_armor[i].second->setAccessibleName(m_armorNames[i]->text());
    }
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
