#include "systems/meshal/meshalrelationspanel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr std::array kStances{meshal::Stance::Friendly, meshal::Stance::Neutral, meshal::Stance::Hostile};

} // namespace

MeshalRelationsPanel::MeshalRelationsPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalRelations"_s);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"meshalRelationList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setColumnCount(3);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(60);
    m_list->setMaximumHeight(110);
    m_target = new QComboBox(this);
    m_target->setObjectName(u"meshalRelationTarget"_s);
    m_target->setEditable(true);
    m_stance = new QComboBox(this);
    m_stance->setObjectName(u"meshalRelationStance"_s);
    m_note = new QLineEdit(this);
    m_note->setObjectName(u"meshalRelationNote"_s);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"meshalAddRelation"_s);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"meshalRemoveRelation"_s);
    m_warning = new QLabel(this);
    m_warning->setObjectName(u"meshalRelationWarning"_s);
    m_warning->setWordWrap(true);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_list, 0, 0, 1, 4);
    grid->addWidget(m_target, 1, 0);
    grid->addWidget(m_stance, 1, 1);
    grid->addWidget(m_note, 1, 2, 1, 2);
    grid->addWidget(m_warning, 2, 0, 1, 2);
    grid->addWidget(m_add, 2, 2);
    grid->addWidget(m_remove, 2, 3);

    connect(m_add, &QPushButton::clicked, this, &MeshalRelationsPanel::add);
    connect(m_remove, &QPushButton::clicked, this, &MeshalRelationsPanel::removeSelected);
    if (models::CampaignSession *session = editor->session()) // the other side may change its mind
        connect(session, &models::CampaignSession::sheetsChanged, this, &MeshalRelationsPanel::warn);
}

QString MeshalRelationsPanel::targetName(const QString &target) const
{
    bool number = false;
    const qint64 other = target.toLongLong(&number);
    if (number) {
        if (const std::optional<meshal::Character> c = m_editor->character(other))
            return c->name;
    }
    return target;
}

void MeshalRelationsPanel::load(const meshal::Character &c)
{
    m_list->clear();
    for (const meshal::Relationship &r : c.relationships)
        m_list->addTopLevelItem(new QTreeWidgetItem(QStringList{targetName(r.target), m_editor->word(u"stance."_s + meshal::stanceId(r.stance)), r.note}));
    const QString typed = m_target->currentText();
    {
        const QSignalBlocker block(m_target);
        m_target->clear();
        if (m_editor->session()) {
            for (const auto &[other, sheet] : meshal::characters(m_editor->session()->store())) {
                if (other != m_id)
                    m_target->addItem(sheet.name, QString::number(other));
            }
        }
        m_target->setCurrentIndex(-1);
        m_target->setEditText(typed);
    }
    warn();
}

void MeshalRelationsPanel::retranslate()
{
    setTitle(tr("Relationships"));
    m_list->setHeaderLabels({tr("Who"), tr("Stance"), tr("Note")});
    m_target->setToolTip(tr("Another character of the campaign, or a name"));
    m_note->setPlaceholderText(tr("note"));
    m_add->setText(tr("Add Relations&hip"));
    m_remove->setText(tr("Remove Relat&ionship"));
    const QSignalBlocker block(m_stance);
    const int at = std::max(0, m_stance->currentIndex());
    m_stance->clear();
    for (meshal::Stance s : kStances)
        m_stance->addItem(m_editor->word(u"stance."_s + meshal::stanceId(s)), meshal::stanceId(s));
    m_stance->setCurrentIndex(at);
}

void MeshalRelationsPanel::warn()
{
    // Rule 54: friendly only when both sides say so.
    QStringList lines;
    if (m_editor->session()) {
        QList<std::pair<QString, meshal::Character>> sheets;
        for (const auto &[other, sheet] : meshal::characters(m_editor->session()->store()))
            sheets.append({QString::number(other), sheet});
        for (const rules::Violation &v : meshal::relationshipWarnings(sheets)) {
            if (v.params.value(u"from"_s).toString() == QString::number(m_id))
                lines << tr("%1 does not call this character friendly (rule 54).").arg(targetName(v.params.value(u"to"_s).toString()));
        }
    }
    m_warning->setText(lines.join(u' '));
}

void MeshalRelationsPanel::add()
{
    const QString typed = m_target->currentText().trimmed();
    if (typed.isEmpty()) {
        m_editor->refuse(tr("Choose or write who the relationship is with."), m_target);
        return;
    }
    const int known = m_target->findText(typed);
    meshal::Relationship r;
    r.target = known >= 0 ? m_target->itemData(known).toString() : typed;
    r.stance = meshal::stanceFromId(m_stance->currentData().toString()).value_or(meshal::Stance::Neutral);
    r.note = m_note->text().trimmed();
    if (edit(u"meshal.relationship.add"_s, SW_TR_LABEL("Relationship with %1").arg(typed), [r](meshal::Character &c) {
            // One stance towards each: a new one replaces the old.
            c.relationships.removeIf([&r](const meshal::Relationship &old) { return old.target == r.target; });
            c.relationships.append(r);
            return QList<rules::Violation>{};
        }, m_add)) {
        m_target->setEditText(QString());
        m_note->clear();
    }
}

void MeshalRelationsPanel::removeSelected()
{
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (row < 0) {
        m_editor->refuse(tr("Choose the relationship to remove in the list."), m_remove);
        return;
    }
    edit(u"meshal.relationship.remove"_s, SW_TR_LABEL("Remove a relationship"), [row](meshal::Character &c) {
        if (row < c.relationships.size())
            c.relationships.removeAt(row);
        return QList<rules::Violation>{};
    }, m_remove);
}

} // namespace sw::ui
