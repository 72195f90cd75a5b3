#include "systems/fate/fateaspectspanel.h"

#include "common/undolabel.h"
#include "systems/fate/fatewords.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateAspectsPanel::FateAspectsPanel(FateEditor *editor, qint64 id, QWidget *parent) : FatePanel(editor, id, parent)
{
    setObjectName(u"fateAspects"_s);
    m_grid = new QGridLayout(this);
    m_invokesHeader = new QLabel(this);
    m_grid->addWidget(m_invokesHeader, 0, 2);
    m_grid->setColumnStretch(1, 1);
    retranslate();
}

void FateAspectsPanel::build(int count)
{
    while (m_rows.size() > count) {
        const Row row = m_rows.takeLast();
        delete row.kind;
        delete row.text;
        delete row.invokes;
        delete row.others;
    }
    while (m_rows.size() < count) {
        const int i = int(m_rows.size());
        Row row{new QLabel(this), new QLineEdit(this), new QSpinBox(this), new QLabel(this)};
        row.text->setObjectName(u"aspectText%1"_s.arg(i));
        row.invokes->setObjectName(u"aspectInvokes%1"_s.arg(i));
        row.invokes->setRange(0, 99);
        row.invokes->setKeyboardTracking(false);
        row.kind->setBuddy(row.text);
        m_grid->addWidget(row.kind, i + 1, 0);
        m_grid->addWidget(row.text, i + 1, 1);
        m_grid->addWidget(row.invokes, i + 1, 2);
        m_grid->addWidget(row.others, i + 1, 3);
        connect(row.text, &QLineEdit::editingFinished, this, [this, i] { writeText(i); });
        connect(row.invokes, &QSpinBox::valueChanged, this, [this, i] { writeInvokes(i); });
        m_rows.append(row);
    }
}

void FateAspectsPanel::load(const fate::Character &c)
{
    m_shown = c;
    build(int(c.aspects.size()));
    for (qsizetype i = 0; i < c.aspects.size(); ++i) {
        const fate::Aspect &a = c.aspects.at(i);
        const Row &row = m_rows.at(i);
        row.kind->setText(FateWords::aspectKind(pack(), a.kind, language()));
        if (row.text->text() != a.text)
            row.text->setText(a.text);
        int own = 0;
        QStringList others;
        for (const fate::FreeInvokes &f : a.freeInvokes) {
            if (f.holder == c.name)
                own += f.count;
            else if (f.count > 0)
                others << tr("%1 held by %2").arg(f.count).arg(f.holder == u"gm"_s ? tr("GM") : f.holder);
        }
        const QSignalBlocker blocker(row.invokes);
        row.invokes->setValue(own);
        row.others->setText(others.join(tr(", ")));
    }
}

void FateAspectsPanel::retranslate()
{
    setTitle(tr("Aspects"));
    m_invokesHeader->setText(tr("Free invokes"));
    for (const Row &row : m_rows) {
        row.invokes->setToolTip(tr("Free invokes you hold on this aspect: each invokes it without a fate point (seed L169)."));
        row.text->setPlaceholderText(tr("Write the aspect"));
    }
    load(m_shown);
}

void FateAspectsPanel::writeText(int index)
{
    const QString text = m_rows.at(index).text->text().trimmed();
    if (index >= m_shown.aspects.size() || text == m_shown.aspects.at(index).text)
        return;
    edit(u"fate.aspect.write"_s, SW_TR_LABEL("Write an Aspect"), [index, text](const fate::Character &c, const fate::FatePack &) {
        fate::Character after = c;
        if (index < after.aspects.size())
            after.aspects[index].text = text;
        return fate::SheetEdit{after, {}};
    }, m_rows.at(index).text);
}

void FateAspectsPanel::writeInvokes(int index)
{
    const int count = m_rows.at(index).invokes->value();
    edit(u"fate.aspect.free_invokes"_s, SW_TR_LABEL("Set Free Invokes"), [index, count](const fate::Character &c, const fate::FatePack &) {
        fate::Character after = c;
        if (index >= after.aspects.size())
            return fate::SheetEdit{after, {}};
        QList<fate::FreeInvokes> &held = after.aspects[index].freeInvokes;
        held.removeIf([&](const fate::FreeInvokes &f) { return f.holder == c.name; });
        if (count > 0)
            held.append({c.name, count});
        return fate::SheetEdit{after, {}};
    }, m_rows.at(index).invokes);
}

} // namespace sw::ui
