#include "systems/soulhunter/soultaglist.h"

#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulTagList::SoulTagList(const QString &name, QWidget *parent)
    : QWidget(parent), m_list(new QListWidget(this)), m_text(new QLineEdit(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this))
{
    setObjectName(name);
    m_list->setObjectName(name + u"List"_s);
    m_text->setObjectName(name + u"Text"_s);
    m_add->setObjectName(name + u"Add"_s);
    m_remove->setObjectName(name + u"Remove"_s);
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 5);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_list, 0, 0, 1, 3);
    grid->addWidget(m_text, 1, 0);
    grid->addWidget(m_add, 1, 1);
    grid->addWidget(m_remove, 1, 2);
    connect(m_add, &QPushButton::clicked, this, &SoulTagList::add);
    connect(m_text, &QLineEdit::returnPressed, this, &SoulTagList::add);
    connect(m_remove, &QPushButton::clicked, this, &SoulTagList::removeCurrent);
    retranslate();
}

void SoulTagList::setTags(const QStringList &tags)
{
    m_tags = tags;
    const int row = m_list->currentRow();
    m_list->clear();
    m_list->addItems(tags);
    m_list->setCurrentRow(std::min(row, int(tags.size()) - 1));
    m_remove->setEnabled(!tags.isEmpty());
}

void SoulTagList::retranslate()
{
    m_add->setText(tr("Add"));
    m_remove->setText(tr("Remove"));
    m_text->setPlaceholderText(tr("New tag"));
}

void SoulTagList::add()
{
    const QString text = m_text->text().trimmed();
    if (text.isEmpty())
        return;
    m_text->clear();
    Q_EMIT requested(m_tags + QStringList{text});
}

void SoulTagList::removeCurrent()
{
    const int row = m_list->currentRow() < 0 ? int(m_tags.size()) - 1 : m_list->currentRow();
    if (row < 0 || row >= m_tags.size())
        return;
    QStringList next = m_tags;
    next.removeAt(row);
    Q_EMIT requested(next);
}

} // namespace sw::ui
