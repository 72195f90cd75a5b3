#include "systems/soulhunter/soulsinsdialog.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/sin.h"
#include "systems/soulhunter/soulcharmsbox.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulSinsDialog::SoulSinsDialog(SoulhunterEditor *editor, QWidget *parent) : QDialog(parent), m_editor(editor)
{
    setObjectName(u"soulSinsDialog"_s);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"soulSinList"_s);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"soulSinName"_s);
    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    m_tagsLabel = new QLabel(this);
    auto *tags = new QGridLayout;
    for (int i = 0; i < 3; ++i) {
        m_tags[std::size_t(i)] = new QLineEdit(this);
        m_tags[std::size_t(i)]->setObjectName(u"soulSinTag%1"_s.arg(i));
        m_known[std::size_t(i)] = new QCheckBox(this);
        m_known[std::size_t(i)]->setObjectName(u"soulSinKnown%1"_s.arg(i));
        tags->addWidget(m_tags[std::size_t(i)], i, 0);
        tags->addWidget(m_known[std::size_t(i)], i, 1);
    }
    m_tagsLabel->setBuddy(m_tags[0]);
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_tagsLabel, tags);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"soulSinAdd"_s);
    m_save = new QPushButton(this);
    m_save->setObjectName(u"soulSinSave"_s);
    m_delete = new QPushButton(this);
    m_delete->setObjectName(u"soulSinDelete"_s);
    for (QPushButton *b : {m_add, m_save, m_delete})
        b->setAutoDefault(false);
    // Delete on the list, and in its context menu.
    m_deleteAction = new QAction(this);
    m_deleteAction->setObjectName(u"soulSinDeleteAction"_s);
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(m_deleteAction);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_save);
    buttons->addWidget(m_delete);
    // The selected Sin's charms (spec §18), each change one undo step of the Sin.
    const auto selectedId = [this]() -> qint64 { return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toLongLong() : 0; };
    m_charms = new SoulCharmsBox(
        editor,
        [this, selectedId] {
            if (!m_editor || !m_editor->session() || !selectedId())
                return QList<soulhunter::Charm>{};
            return soulhunter::sin(m_editor->session()->store(), selectedId()).value_or(soulhunter::Sin{}).charms;
        },
        [this, selectedId](const QList<soulhunter::Charm> &charms, const QString &edit) {
            const qint64 id = selectedId();
            std::optional<soulhunter::Sin> s = m_editor && id ? soulhunter::sin(m_editor->session()->store(), id) : std::nullopt;
            if (!s)
                return false;
            s->charms = charms;
            return m_editor->push(edit, [&](store::CampaignStore &st) { return soulhunter::saveSin(st, id, *s, u"soulhunter.charm"_s, edit); });
        },
        this);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_charms);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (QPushButton *closing = close->button(QDialogButtonBox::Close)) { // Return confirms a value, it does not close
        closing->setAutoDefault(false);
        closing->setDefault(false);
    }
    connect(m_list, &QListWidget::currentRowChanged, this, &SoulSinsDialog::showSelected);
    connect(m_add, &QPushButton::clicked, this, &SoulSinsDialog::addSin);
    connect(m_save, &QPushButton::clicked, this, &SoulSinsDialog::saveSelected);
    connect(m_delete, &QPushButton::clicked, this, &SoulSinsDialog::deleteSelected);
    connect(m_deleteAction, &QAction::triggered, this, &SoulSinsDialog::deleteSelected);
    if (editor && editor->session()) {
        connect(editor->session(), &models::CampaignSession::sheetsChanged, this, &SoulSinsDialog::refresh);
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SoulSinsDialog::refresh);
    }
    retranslate();
    refresh();
}

void SoulSinsDialog::refresh()
{
    const qint64 current = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toLongLong() : 0;
    {
        const QSignalBlocker quiet(m_list);
        m_list->clear();
        if (m_editor && m_editor->session()) {
            for (const auto &[id, s] : soulhunter::sins(m_editor->session()->store())) {
                QStringList tags;
                for (const soulhunter::ObsessionTag &t : s.obsessions)
                    tags << (t.known ? t.text : tr("%1 (unknown)").arg(t.text));
                auto *item = new QListWidgetItem(tr("%1: %2").arg(s.name, tags.join(u", "_s)), m_list);
                item->setData(Qt::UserRole, id);
                if (id == current)
                    m_list->setCurrentItem(item);
            }
        }
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_save, m_delete})
        w->setEnabled(m_list->currentItem() != nullptr);
    m_deleteAction->setEnabled(m_list->currentItem() != nullptr);
    m_charms->refresh();
}

void SoulSinsDialog::showSelected()
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_save, m_delete})
        w->setEnabled(m_list->currentItem() != nullptr);
    m_deleteAction->setEnabled(m_list->currentItem() != nullptr);
    m_charms->refresh();
    if (!m_list->currentItem() || !m_editor)
        return;
    const std::optional<soulhunter::Sin> s = soulhunter::sin(m_editor->session()->store(), m_list->currentItem()->data(Qt::UserRole).toLongLong());
    if (!s)
        return;
    m_name->setText(s->name);
    for (std::size_t i = 0; i < 3; ++i) {
        const bool has = qsizetype(i) < s->obsessions.size();
        m_tags[i]->setText(has ? s->obsessions.at(qsizetype(i)).text : QString());
        m_known[i]->setChecked(has && s->obsessions.at(qsizetype(i)).known);
    }
}

namespace {

soulhunter::Sin fromFields(const QLineEdit *name, const std::array<QLineEdit *, 3> &tags, const std::array<QCheckBox *, 3> &known)
{
    soulhunter::Sin s;
    s.name = name->text().trimmed();
    for (std::size_t i = 0; i < 3; ++i) {
        if (!tags[i]->text().trimmed().isEmpty())
            s.obsessions.append({tags[i]->text().trimmed(), known[i]->isChecked()});
    }
    return s;
}

} // namespace

void SoulSinsDialog::addSin()
{
    if (!m_editor)
        return;
    const soulhunter::Sin s = fromFields(m_name, m_tags, m_known);
    if (const QList<rules::Violation> broken = soulhunter::checkSin(s); !broken.isEmpty()) { // rule 38 (L221)
        m_editor->refuse(broken, m_add);
        return;
    }
    const QString label = SW_TR_LABEL("New Sin %1").arg(s.name);
    m_editor->push(label, [&](store::CampaignStore &st) { return soulhunter::addSin(st, s, label); });
}

void SoulSinsDialog::saveSelected()
{
    if (!m_editor || !m_list->currentItem())
        return;
    const qint64 id = m_list->currentItem()->data(Qt::UserRole).toLongLong();
    const std::optional<soulhunter::Sin> before = soulhunter::sin(m_editor->session()->store(), id);
    if (!before)
        return;
    soulhunter::Sin s = fromFields(m_name, m_tags, m_known);
    s.note = before->note;
    s.methodsUsed = before->methodsUsed;
    s.charms = before->charms;
    if (const QList<rules::Violation> broken = soulhunter::checkSin(s); !broken.isEmpty()) {
        m_editor->refuse(broken, m_save);
        return;
    }
    const QString label = SW_TR_LABEL("Sin %1 changed").arg(s.name);
    m_editor->push(label, [&](store::CampaignStore &st) { return soulhunter::saveSin(st, id, s, u"soulhunter.sin"_s, label); });
}

void SoulSinsDialog::deleteSelected()
{
    if (!m_editor || !m_list->currentItem())
        return;
    const qint64 id = m_list->currentItem()->data(Qt::UserRole).toLongLong();
    const std::optional<soulhunter::Sin> s = soulhunter::sin(m_editor->session()->store(), id);
    if (!s)
        return;
    const QString label = SW_TR_LABEL("Sin %1 deleted").arg(s->name);
    m_editor->push(label, [&](store::CampaignStore &st) { return soulhunter::removeSin(st, id, label); });
}

void SoulSinsDialog::retranslate()
{
    setWindowTitle(tr("Sins and Obsession Tags"));
    m_nameLabel->setText(tr("&Name"));
    m_tagsLabel->setText(tr("Obsession &tags (1 to 3)"));
    for (QCheckBox *k : m_known)
        k->setText(tr("Known"));
    m_add->setText(tr("&Add Sin"));
    m_save->setText(tr("&Save Changes"));
    m_delete->setText(tr("&Delete Sin"));
    m_deleteAction->setText(tr("Delete Sin"));
    refresh();
}

void SoulSinsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
