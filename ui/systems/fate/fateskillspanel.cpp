#include "systems/fate/fateskillspanel.h"

#include "common/undolabel.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/ladderspinbox.h"
#include "systems/fate/sheetrules.h"

#include <QGridLayout>
#include <QLabel>
#include <QMap>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateSkillsPanel::FateSkillsPanel(FateEditor *editor, qint64 id, QWidget *parent) : FatePanel(editor, id, parent)
{
    setObjectName(u"fateSkills"_s);
    auto *layout = new QVBoxLayout(this);
    m_pyramid = new QVBoxLayout;
    m_pyramid->setSpacing(2);
    layout->addLayout(m_pyramid);
    m_rule = new QLabel(this);
    m_rule->setObjectName(u"skillsRule"_s);
    m_rule->setWordWrap(true);
    layout->addWidget(m_rule);
    m_grid = new QGridLayout;
    layout->addLayout(m_grid);
    const int columns = 3;
    for (qsizetype i = 0; i < pack().skills.size(); ++i) {
        const QString skill = pack().skills.at(i).id;
        auto *label = new QLabel(this);
        auto *box = new LadderSpinBox(this);
        box->setObjectName(u"skill_"_s + skill);
        box->setRange(0, 8);
        label->setBuddy(box);
        m_grid->addWidget(label, int(i) / columns, int(i) % columns * 2);
        m_grid->addWidget(box, int(i) / columns, int(i) % columns * 2 + 1);
        connect(box, &QSpinBox::valueChanged, this, [this, skill, box] { write(skill, box); });
        m_skills.append({label, box});
    }
    retranslate();
}

void FateSkillsPanel::load(const fate::Character &c)
{
    m_shown = c;
    for (qsizetype i = 0; i < m_skills.size(); ++i) {
        const fate::Skill &skill = pack().skills.at(i);
        m_skills.at(i).first->setText(skill.name.in(language()));
        m_skills.at(i).first->setToolTip(skill.summary.in(language()));
        LadderSpinBox *box = m_skills.at(i).second;
        const QSignalBlocker blocker(box);
        box->setPack(&pack(), language());
        box->setValue(c.rating(skill.id));
    }
    drawPyramid(c);
}

void FateSkillsPanel::drawPyramid(const fate::Character &c)
{
    while (QLayoutItem *item = m_pyramid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    QMap<int, QStringList> byRating;
    int top = 0;
    for (const fate::Skill &s : pack().skills) {
        const int r = c.rating(s.id);
        if (r > 0)
            byRating[r] << s.name.in(language());
        top = std::max(top, r);
    }
    QMap<int, int> expected;
    for (const fate::PatternStep &step : pack().creationPattern) {
        expected[step.rating] += step.count;
        top = std::max(top, step.rating);
    }
    for (int r = top; r >= 1; --r) {
        const int n = int(byRating.value(r).size());
        QString count;
        bool wrong = false;
        if (c.creation) {
            count = tr("%1 of %2").arg(n).arg(expected.value(r));
            wrong = n > expected.value(r);
        } else {
            const int below = int(byRating.value(r - 1).size());
            count = tr("%n skill(s)", nullptr, n);
            wrong = r >= 2 && n > below;
        }
        auto *row = new QLabel(this);
        row->setObjectName(u"pyramidRow%1"_s.arg(r));
        const QString names = byRating.value(r).isEmpty() ? tr("—") : byRating.value(r).join(tr(", "));
        row->setText(u"<b>%1</b> &nbsp; <small>%2</small> &nbsp; %3"_s.arg(fate::ladderLabel(pack(), r, language()).toHtmlEscaped(),
                                                                            count.toHtmlEscaped(), names.toHtmlEscaped()));
        if (wrong)
            row->setStyleSheet(u"color: #b3261e;"_s);
        m_pyramid->addWidget(row);
    }
    QStringList steps;
    for (const fate::PatternStep &step : pack().creationPattern)
        steps << tr("%1 × %2").arg(step.count).arg(fate::ladderLabel(pack(), step.rating, language()));
    m_rule->setText(c.creation ? tr("Creation: %1; the rest %2.").arg(steps.join(tr(", ")), fate::ladderLabel(pack(), 0, language()))
                               : tr("In play, no rating may hold more skills than the rating below it (the column rule)."));
}

void FateSkillsPanel::retranslate()
{
    setTitle(tr("Skills"));
    load(m_shown);
}

void FateSkillsPanel::write(const QString &skill, LadderSpinBox *box)
{
    const int rating = box->value();
    if (rating == m_shown.rating(skill))
        return;
    const QString name = FateWords::skillName(pack(), skill, language());
    edit(u"fate.skill.rate"_s, SW_TR_LABEL("Rate %1").arg(name), [skill, rating](const fate::Character &c, const fate::FatePack &p) {
        return fate::setSkillRating(c, p, skill, rating);
    }, box);
}

} // namespace sw::ui
