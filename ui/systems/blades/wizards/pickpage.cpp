#include "systems/blades/sheets/sheetfields.h"
#include "pickpage.h"

#include "wizardsupport.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace sw::ui {

PickPage::PickPage(const QString &listName, Hooks hooks, QWidget *parent)
    : QWizardPage(parent), m_hooks(std::move(hooks))
{
    setObjectName(listName + u"Page"_s);
    auto *layout = new QVBoxLayout(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_hint->hide();
    layout->addWidget(m_hint);
    if (m_hooks.entries) {
        m_listLabel = new QLabel(this);
        m_list = new QListWidget(this);
        m_list->setObjectName(listName);
        m_list->setMinimumWidth(200);
        m_listLabel->setBuddy(m_list);
        m_details = new QTextBrowser(this);
        m_details->setObjectName(listName + u"Details"_s);
        m_details->setOpenLinks(false);
        m_details->setMinimumWidth(260);
        auto *left = new QVBoxLayout;
        left->addWidget(m_listLabel);
        left->addWidget(m_list, 1);
        auto *row = new QHBoxLayout;
        row->addLayout(left, 2);
        row->addWidget(m_details, 3);
        layout->addLayout(row, 1);
        connect(m_list, &QListWidget::currentRowChanged, this, &PickPage::entryChosen);
    }
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_problem = wizard::problemLabel(listName + u"Problem"_s, this);
    layout->addWidget(m_problem);
    if (!m_hooks.entries)
        layout->addStretch(1);
}

void PickPage::addField(const QString &objectName, bool multiLine)
{
    auto *label = new QLabel(this);
    QWidget *editor = nullptr;
    const int field = int(m_fields.size());
    if (multiLine) {
        auto *edit = new QPlainTextEdit(this);
        edit->setTabChangesFocus(true);
        edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 12);
        connect(edit, &QPlainTextEdit::textChanged, this, [this, field] { fieldEdited(field); });
        editor = edit;
    } else {
        auto *edit = new QLineEdit(this);
        connect(edit, &QLineEdit::textEdited, this, [this, field] { fieldEdited(field); });
        editor = edit;
    }
    editor->setObjectName(objectName);
    label->setBuddy(editor);
    m_form->addRow(label, editor);
    m_fieldLabels << label;
    m_fields << editor;
}

void PickPage::setListLabel(const QString &text, const QString &toolTip)
{
    if (!m_list)
        return;
    m_listLabel->setText(text);
    m_list->setToolTip(toolTip);
    m_list->setAccessibleName(fields::plain(text));
    m_details->setAccessibleName(tr("Rules for the selected entry"));
}

void PickPage::setFieldLabel(int field, const QString &text, const QString &toolTip, const QString &placeholder)
{
    if (field < 0 || field >= m_fields.size())
        return;
    m_fieldLabels.at(field)->setText(text);
    QWidget *editor = m_fields.at(field);
    editor->setToolTip(toolTip);
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->setPlaceholderText(placeholder);
    else if (auto *plain = qobject_cast<QPlainTextEdit *>(editor))
        plain->setPlaceholderText(placeholder);
}

void PickPage::setHint(const QString &text)
{
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

void PickPage::refresh()
{
    m_refreshing = true;
    if (m_hooks.retranslate)
        m_hooks.retranslate(this);
    if (m_list) {
        const QSignalBlocker block(m_list);
        const QString current = m_hooks.current ? m_hooks.current() : QString();
        m_list->clear();
        for (const Entry &entry : m_hooks.entries()) {
            auto *item = new QListWidgetItem(entry.name, m_list);
            item->setData(Qt::UserRole, entry.id);
            item->setData(Qt::UserRole + 1, entry.details);
            item->setToolTip(entry.toolTip);
            if (entry.id == current)
                m_list->setCurrentItem(item);
        }
        QListWidgetItem *item = m_list->currentItem();
        m_details->setHtml(item ? item->data(Qt::UserRole + 1).toString() : QString());
    }
    refreshFields();
    m_refreshing = false;
    Q_EMIT completeChanged();
}

void PickPage::refreshFields()
{
    const bool wasRefreshing = std::exchange(m_refreshing, true);
    for (int field = 0; field < m_fields.size(); ++field) {
        const QString value = m_hooks.fieldValue ? m_hooks.fieldValue(field) : QString();
        if (auto *line = qobject_cast<QLineEdit *>(m_fields.at(field))) {
            if (line->text() != value)
                line->setText(value);
        } else if (auto *plain = qobject_cast<QPlainTextEdit *>(m_fields.at(field))) {
            if (plain->toPlainText() != value)
                plain->setPlainText(value);
        }
    }
    m_refreshing = wasRefreshing;
}

void PickPage::showProblem(const QString &text)
{
    wizard::showProblem(m_problem, text);
}

void PickPage::initializePage()
{
    showProblem({});
    if (m_hooks.initialize)
        m_hooks.initialize();
    refresh();
}

bool PickPage::isComplete() const
{
    return m_hooks.complete ? m_hooks.complete() : true;
}

void PickPage::entryChosen()
{
    QListWidgetItem *item = m_list->currentItem();
    if (m_refreshing || !item)
        return;
    const QString refusal = m_hooks.choose ? m_hooks.choose(item->data(Qt::UserRole).toString()) : QString();
    showProblem(refusal);
    if (!refusal.isEmpty()) {
        // Refused: the list shows again what the sheet holds.
        const QString current = m_hooks.current ? m_hooks.current() : QString();
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(-1);
        for (int row = 0; row < m_list->count(); ++row) {
            if (m_list->item(row)->data(Qt::UserRole).toString() == current)
                m_list->setCurrentRow(row);
        }
    }
    item = m_list->currentItem();
    m_details->setHtml(item ? item->data(Qt::UserRole + 1).toString() : QString());
    // A choice may change what the fields hold (a new reputation clears the table's own word).
    refreshFields();
    Q_EMIT completeChanged();
}

void PickPage::fieldEdited(int field)
{
    if (m_refreshing || !m_hooks.setField)
        return;
    QWidget *editor = fieldEditor(field);
    QString text;
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        text = line->text();
    else if (auto *plain = qobject_cast<QPlainTextEdit *>(editor))
        text = plain->toPlainText();
    showProblem(m_hooks.setField(field, text));
    if (m_list && m_hooks.current) {
        // A field may stand in for the list (the table's own reputation): follow the sheet.
        const QSignalBlocker block(m_list);
        const QString current = m_hooks.current();
        QListWidgetItem *item = m_list->currentItem();
        if (item && item->data(Qt::UserRole).toString() != current)
            m_list->setCurrentRow(-1);
    }
    Q_EMIT completeChanged();
}

QWidget *PickPage::fieldEditor(int field) const
{
    return m_fields.value(field);
}

} // namespace sw::ui
