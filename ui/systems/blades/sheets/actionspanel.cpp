#include "systems/blades/sheets/actionspanel.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/actionsmodel.h"
#include "systems/blades/rolls/rolldialog.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "widgets/boxtrack.h"
#include "widgets/dotrating.h"

#include <QGridLayout>
#include <QLabel>
#include <QKeyEvent>
#include <QMouseEvent>

using namespace Qt::StringLiterals;

namespace sw::ui {

ActionsPanel::ActionsPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    m_model = new models::ActionsModel(this);
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(8);
    m_grid->setColumnStretch(1, 1);
    m_playbookXpLabel = sheetHeading(this);
    m_playbookXp = new BoxTrack(this);
    m_playbookXp->setObjectName(u"xp_playbook"_s);
    m_playbookXpLabel->setBuddy(m_playbookXp);
    connect(m_playbookXp, &BoxTrack::valueRequested, this,
            [this](int value) { requestXp(u"playbook"_s, value, m_playbookXp); });
    m_grid->addWidget(m_playbookXpLabel, 0, 0, 1, 2);
    m_grid->addWidget(m_playbookXp, 1, 0, 1, 2, Qt::AlignLeft);
    build();
    retranslate();
}

void ActionsPanel::build()
{
    int row = 2;
    for (const blades::Attribute &attribute : pack().attributes) {
        AttributeRow a{attribute.id, new QLabel(this), new QLabel(this), new BoxTrack(this)};
        QFont bold = a.name->font();
        bold.setBold(true);
        bold.setCapitalization(QFont::AllUppercase);
        a.name->setFont(bold);
        a.rating->setFont(bold);
        a.xp->setObjectName(u"xp_"_s + attribute.id);
        a.xp->installEventFilter(this); // R on the track: the attribute's resistance roll
        // Its name opens the resistance roll (A §5.5).
        a.name->setObjectName(u"resist_"_s + attribute.id);
        a.name->setCursor(Qt::PointingHandCursor);
        a.name->installEventFilter(this);
        connect(a.xp, &BoxTrack::valueRequested, this,
                [this, id = attribute.id, xp = a.xp](int value) { requestXp(id, value, xp); });
        m_grid->addWidget(a.name, row, 0, 1, 2);
        m_grid->addWidget(a.rating, row, 2, Qt::AlignRight);
        m_grid->addWidget(a.xp, ++row, 0, 1, 3, Qt::AlignLeft);
        m_attributes.append(a);
        for (const QString &actionId : attribute.actions) {
            ActionRow r{actionId, new DotRating(this), new QLabel(this)};
            r.dots->setObjectName(u"action_"_s + actionId);
            r.dots->setDividerAfter(1); // the first dot stands apart, as on the sheet
            r.name->setBuddy(r.dots);
            // Its name opens its roll (A §5.2).
            r.name->setObjectName(u"roll_"_s + actionId);
            r.name->setCursor(Qt::PointingHandCursor);
            r.name->installEventFilter(this);
            r.dots->installEventFilter(this); // R on the dots: the action's roll, from the keyboard
            connect(r.dots, &DotRating::valueRequested, this, [this, actionId, dots = r.dots](int value) {
                edit(u"character.set_action"_s, SW_TR_LABEL("%1 to %2 dots").arg(labelWords(pack().action(actionId)->name)).arg(value),
                     [actionId, value](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                         return blades::applySetActionRating(c, actionId, value, p, b);
                     },
                     dots);
            });
            ++row;
            m_grid->addWidget(r.dots, row, 0);
            m_grid->addWidget(r.name, row, 1, 1, 2);
            m_actions.append(r);
        }
        m_grid->setRowMinimumHeight(++row, 6);
        ++row;
    }
}

void ActionsPanel::requestXp(const QString &track, int value, BoxTrack *source)
{
    const int now = track == u"playbook"_s ? m_state.sheet.playbookXp : m_state.sheet.attributeXp.value(track);
    // Marking xp is the game's step (a full track becomes an advance, A §4.2); rubbing a mark
    // out is a pencil edit.
    const models::CharacterOp op = [track, value, now](const blades::Character &c, const blades::RulePack &p,
                                                      const blades::CrewBenefits &b) {
        return value > now ? blades::applyMarkXp(c, track, value - now, p, b) : blades::applySetXp(c, track, value, p, b);
    };
    edit(value > now ? u"character.mark_xp"_s : u"character.set_xp"_s, SW_TR_LABEL("XP to %1").arg(value), op, source);
}

void ActionsPanel::showState(const CharacterState &state)
{
    m_state = state;
    m_model->setLanguage(language());
    m_model->setSheet(state.sheet, pack(), state.crew);
    m_playbookXp->setCount(state.limits.playbookXp);
    m_playbookXp->setValue(state.sheet.playbookXp);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex attribute = m_model->index(r, 0);
        const QString id = attribute.data(models::SnapshotModel::IdRole).toString();
        for (AttributeRow &a : m_attributes) {
            if (a.id != id)
                continue;
            a.name->setText(attribute.data().toString());
            a.name->setToolTip(attribute.data(Qt::ToolTipRole).toString() + u"\n"_s +
                               tr("Click to resist a consequence with %1.").arg(attribute.data().toString()));
            a.rating->setText(QString::number(attribute.data(models::ActionsModel::RatingRole).toInt()));
            a.rating->setToolTip(tr("The attribute's rating: the number of its actions with at least one dot; "
                                    "you roll it to resist."));
            a.xp->setCount(attribute.data(models::ActionsModel::XpMaxRole).toInt());
            a.xp->setValue(attribute.data(models::ActionsModel::XpRole).toInt());
            a.xp->setAccessibleName(tr("%1 XP").arg(attribute.data().toString()));
            a.xp->setToolTip(tr("Mark XP here for a desperate roll with one of these actions, or by training; "
                                "a full track is one more action dot.") + u"\n"_s +
                             tr("R: resist a consequence with %1.").arg(attribute.data().toString()));
        }
        for (int k = 0; k < m_model->rowCount(attribute); ++k) {
            const QModelIndex action = m_model->index(k, 0, attribute);
            const QString actionId = action.data(models::SnapshotModel::IdRole).toString();
            for (ActionRow &a : m_actions) {
                if (a.id != actionId)
                    continue;
                a.name->setText(action.data().toString());
                a.dots->setMaximum(action.data(models::ActionsModel::RatingMaxRole).toInt());
                a.dots->setValue(action.data(models::ActionsModel::RatingRole).toInt());
                a.dots->setAccessibleName(action.data().toString());
                a.dots->setToolTip(action.data(Qt::ToolTipRole).toString() + u"\n"_s +
                                   tr("At most %1 dots now.").arg(action.data(models::ActionsModel::MaxRole).toInt()) + u"\n"_s +
                                   tr("R: roll %1.").arg(action.data().toString()));
                a.name->setToolTip(action.data(Qt::ToolTipRole).toString() + u"\n"_s +
                                   tr("Click to roll %1.").arg(action.data().toString()));
            }
        }
    }
}

bool ActionsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // From the keyboard: R on an action's dots rolls it, on an attribute's XP track resists with it.
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_R && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            for (const ActionRow &a : std::as_const(m_actions)) {
                if (a.dots == watched) {
                    openActionRoll(a.id);
                    return true;
                }
            }
            for (const AttributeRow &a : std::as_const(m_attributes)) {
                if (a.xp == watched) {
                    openResistanceRoll(a.id);
                    return true;
                }
            }
        }
    }
    if (event->type() == QEvent::MouseButtonRelease && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton) {
        for (const ActionRow &a : std::as_const(m_actions)) {
            if (a.name == watched) {
                openActionRoll(a.id);
                return true;
            }
        }
        for (const AttributeRow &a : std::as_const(m_attributes)) {
            if (a.name == watched) {
                openResistanceRoll(a.id);
                return true;
            }
        }
    }
    return CharacterPanel::eventFilter(watched, event);
}

void ActionsPanel::openActionRoll(const QString &action)
{
    if (!m_state.id || !m_editor->session())
        return;
    RollDialog dialog(m_editor, m_state, RollDialog::Kind::Action, action, this);
    dialog.exec();
}

void ActionsPanel::openResistanceRoll(const QString &attribute)
{
    if (!m_state.id || !m_editor->session())
        return;
    RollDialog dialog(m_editor, m_state, RollDialog::Kind::Resistance, attribute, this);
    dialog.exec();
}

void ActionsPanel::retranslate()
{
    m_playbookXpLabel->setText(tr("Playbook &XP"));
    m_playbookXp->setAccessibleName(tr("Playbook XP"));
    m_playbookXp->setToolTip(tr("Mark playbook XP at the end of the session for its triggers; a full "
                                "track is a new special ability."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
