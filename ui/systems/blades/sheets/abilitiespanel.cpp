#include "systems/blades/sheets/abilitiespanel.h"

#include "common/undolabel.h"
#include "systems/blades/characteredit.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/abilitiesmodel.h"
#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/ruleentrydelegate.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/sheetfields.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

AbilitiesPanel::AbilitiesPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    m_model = new models::AbilitiesModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_abilitiesLabel = sheetHeading(this);
    m_abilities = new CheckListView(this);
    m_abilities->setObjectName(u"abilities"_s);
    m_abilities->setModel(m_model);
    m_abilities->setItemDelegate(new RuleEntryDelegate(models::AbilitiesModel::SummaryRole, m_abilities));
    m_abilitiesLabel->setBuddy(m_abilities);
    connect(m_abilities, &CheckListView::toggleRequested, this, [this](const QModelIndex &index) {
        const QString id = index.data(models::SnapshotModel::IdRole).toString();
        edit(u"character.toggle_ability"_s, SW_TR_LABEL("Ability %1").arg(index.data().toString()),
             [id](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyToggleAbility(c, id, p, b);
             },
             m_abilities);
    });
    layout->addWidget(m_abilitiesLabel);
    layout->addWidget(m_abilities);

    auto *people = new QFormLayout;
    m_friendLabel = new QLabel(this);
    m_rivalLabel = new QLabel(this);
    m_friend = npcChooser(u"friend"_s, blades::CharacterChoice::Friend);
    m_rival = npcChooser(u"rival"_s, blades::CharacterChoice::Rival);
    m_friendLabel->setBuddy(m_friend);
    m_rivalLabel->setBuddy(m_rival);
    people->addRow(m_friendLabel, m_friend);
    people->addRow(m_rivalLabel, m_rival);
    layout->addSpacing(8);
    layout->addLayout(people);

    m_triggersLabel = sheetHeading(this);
    m_triggers = new QLabel(this);
    m_triggers->setObjectName(u"xpTriggers"_s);
    m_triggers->setWordWrap(true);
    m_triggers->setTextFormat(Qt::RichText);
    layout->addSpacing(8);
    layout->addWidget(m_triggersLabel);
    layout->addWidget(m_triggers);

    m_notesLabel = new QLabel(this);
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(u"notes"_s);
    m_notes->setTabChangesFocus(true);
    m_notes->installEventFilter(this);
    m_notesLabel->setBuddy(m_notes);
    layout->addSpacing(8);
    layout->addWidget(m_notesLabel);
    layout->addWidget(m_notes, 1);
    retranslate();
}

QComboBox *AbilitiesPanel::npcChooser(const QString &name, blades::CharacterChoice field)
{
    auto *box = new QComboBox(this);
    box->setObjectName(name);
    connect(box, &QComboBox::activated, this, [this, box, field] {
        const QString id = box->currentData().toString();
        edit(u"character.choose"_s, box == m_friend ? SW_TR_LABEL("Choose a friend") : SW_TR_LABEL("Choose a rival"),
             [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyChoose(c, field, id, p, b);
             },
             box);
    });
    return box;
}

bool AbilitiesPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Notes are saved when the player leaves the field: one undo step per visit, not per key.
    if (watched == m_notes && event->type() == QEvent::FocusOut && m_notes->document()->isModified()) {
        m_notes->document()->setModified(false);
        const QString text = m_notes->toPlainText();
        edit(u"character.set_text"_s, SW_TR_LABEL("Edit notes"),
             [text](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applySetText(c, blades::CharacterText::Notes, text, p, b);
             },
             m_notes);
    }
    return CharacterPanel::eventFilter(watched, event);
}

void AbilitiesPanel::showTriggers()
{
    const Language lang = language();
    QStringList lines;
    if (const blades::Playbook *playbook = pack().playbook(m_state.sheet.playbook))
        lines << playbook->xpTrigger.in(lang).toHtmlEscaped();
    for (const QJsonValue &t : blades::detail::characterTable(pack(), u"xp_triggers"_s)) {
        if (t[u"id"_s].toString() != u"playbook"_s)
            lines << blades::textFrom(t[u"summary"_s]).in(lang).toHtmlEscaped();
    }
    m_triggers->setText(u"<ul style=\"margin-left:-20px\"><li>"_s + lines.join(u"</li><li>"_s) + u"</li></ul>"_s);
}

void AbilitiesPanel::showState(const CharacterState &state)
{
    m_state = state;
    const Language lang = language();
    m_model->setLanguage(lang);
    m_model->setSheet(state.sheet, pack(), state.crew);
    const blades::Playbook *playbook = pack().playbook(state.sheet.playbook);
    const QList<blades::Entity> npcs = playbook ? playbook->npcs : QList<blades::Entity>{};
    fields::fillChooser(m_friend, npcs, lang, state.sheet.friendNpc, tr("(choose)"));
    fields::fillChooser(m_rival, npcs, lang, state.sheet.rivalNpc, tr("(choose)"));
    fields::showText(m_notes, state.sheet.notes);
    showTriggers();
}

void AbilitiesPanel::retranslate()
{
    m_abilitiesLabel->setText(tr("Special abilit&ies"));
    m_abilities->setAccessibleName(tr("Special abilities"));
    m_abilities->setToolTip(tr("One ability at creation; more from playbook advances. Click or press Space "
                               "to take one."));
    m_friendLabel->setText(tr("Close &friend"));
    m_friend->setToolTip(tr("One of your playbook's people, close to you."));
    m_friend->setAccessibleName(tr("Close friend"));
    m_rivalLabel->setText(tr("&Rival"));
    m_rival->setToolTip(tr("One of your playbook's people, set against you; not your friend."));
    m_rival->setAccessibleName(tr("Rival"));
    m_triggersLabel->setText(tr("XP triggers"));
    m_triggers->setToolTip(tr("At the end of the session, mark playbook XP for each: 1, or 2 if it "
                              "happened a lot."));
    m_notesLabel->setText(tr("Not&es"));
    m_notes->setAccessibleName(tr("Notes"));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
