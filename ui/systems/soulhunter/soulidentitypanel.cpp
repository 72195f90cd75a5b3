#include "systems/soulhunter/soulidentitypanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

QSpinBox *spin(QWidget *parent, const QString &name, int min = -99, int max = 99)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    return box;
}

void showValue(QSpinBox *box, int value)
{
    const QSignalBlocker quiet(box);
    box->setValue(value);
}

} // namespace

SoulIdentityPanel::SoulIdentityPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulIdentityPanel"_s);
    auto *grid = new QGridLayout(this);
    int row = 0;
    const auto line = [&](QLabel *&label, QLineEdit *&box, const QString &name, const QString &field) {
        label = new QLabel(this);
        box = new QLineEdit(this);
        box->setObjectName(name);
        label->setBuddy(box);
        grid->addWidget(label, row, 0);
        grid->addWidget(box, row++, 1, 1, 4);
        connect(box, &QLineEdit::editingFinished, this, [this, box, field] { writeText(box, field); });
    };
    line(m_codenameLabel, m_codename, u"soulCodename"_s, u"codename"_s);
    line(m_backgroundLabel, m_background, u"soulBackground"_s, u"background"_s);
    line(m_appearanceLabel, m_appearance, u"soulAppearance"_s, u"appearance"_s);
    for (soulhunter::Attribute a : soulhunter::kAttributes) {
        const auto i = std::size_t(a);
        const QString key = soulhunter::attributeId(a);
        m_attributeNames[i] = new QLabel(this);
        m_attributes[i] = spin(this, u"soulAttribute_"_s + key);
        m_grades[i] = new QLabel(this);
        m_grades[i]->setObjectName(u"soulGrade_"_s + key);
        m_attributeNames[i]->setBuddy(m_attributes[i]);
        grid->addWidget(m_attributeNames[i], row, 0);
        grid->addWidget(m_attributes[i], row, 1);
        grid->addWidget(m_grades[i], row++, 2);
        connect(m_attributes[i], &QSpinBox::valueChanged, this, [this, a](int v) { writeAttribute(a, v); });
    }
    m_lingshiLabel = new QLabel(this);
    m_lingshi = spin(this, u"soulLingshi"_s);
    m_lingshiLabel->setBuddy(m_lingshi);
    grid->addWidget(m_lingshiLabel, row, 0);
    grid->addWidget(m_lingshi, row++, 1);
    connect(m_lingshi, &QSpinBox::valueChanged, this, &SoulIdentityPanel::writeLingshi);
    m_skillsTitle = new QLabel(this);
    m_budget = new QLabel(this);
    m_budget->setObjectName(u"soulSkillBudget"_s);
    m_budget->setWordWrap(true);
    grid->addWidget(m_skillsTitle, row, 0);
    grid->addWidget(m_budget, row++, 1, 1, 4);
    int column = 0;
    for (const char *raw : soulhunter::kSkillIds) {
        const QString skill = QString::fromLatin1(raw);
        auto *name = new QLabel(this);
        auto *box = spin(this, u"soulSkill_"_s + skill);
        name->setBuddy(box);
        m_skillNames.insert(skill, name);
        m_skills.insert(skill, box);
        grid->addWidget(name, row, column * 2);
        grid->addWidget(box, row, column * 2 + 1);
        if (++column == 2) {
            column = 0;
            ++row;
        }
        connect(box, &QSpinBox::valueChanged, this, [this, skill](int v) { writeSkill(skill, v); });
    }
    grid->setColumnStretch(4, 1); // the numbers stay narrow, the text lines take the width
}

void SoulIdentityPanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    const auto text = [](QLineEdit *line, const QString &value) {
        if (line->text() != value)
            line->setText(value);
    };
    text(m_codename, c.codename);
    text(m_background, c.background);
    text(m_appearance, c.appearance);
    for (soulhunter::Attribute a : soulhunter::kAttributes) {
        const auto i = std::size_t(a);
        showValue(m_attributes[i], c.attribute(a));
        m_grades[i]->setText(soulhunter::gradeLabel(c.attribute(a))); // D1
    }
    showValue(m_lingshi, c.lingshi);
    for (auto it = m_skills.begin(); it != m_skills.end(); ++it)
        showValue(it.value(), c.skill(it.key()));
    const soulhunter::Derived budget = soulhunter::skillPointBudget(c, r);
    const soulhunter::Derived spent = soulhunter::skillPointsSpent(c, r);
    if (budget.ok() && spent.ok())
        m_budget->setText(tr("Skill points: %1 of %2 spent (D2)").arg(*spent.value).arg(*budget.value));
    else
        m_budget->setText(tr("Skill points: %1").arg(m_editor->waitsFor(budget.missing + spent.missing)));
}

void SoulIdentityPanel::retranslate()
{
    setTitle(tr("Identity, attributes and skills"));
    m_codenameLabel->setText(tr("&Code name"));
    m_backgroundLabel->setText(tr("&Background"));
    m_appearanceLabel->setText(tr("Appearance"));
    const std::array<QString, 3> names{tr("P&hysique"), tr("&Wisdom"), tr("&Soul")};
    for (std::size_t i = 0; i < names.size(); ++i)
        m_attributeNames[i]->setText(names[i]);
    m_lingshiLabel->setText(tr("Spirit &Awareness"));
    m_skillsTitle->setText(tr("Skills"));
    for (auto it = m_skillNames.begin(); it != m_skillNames.end(); ++it)
        it.value()->setText(m_editor->skillName(it.key()));
}

void SoulIdentityPanel::writeText(QLineEdit *box, const QString &field)
{
    const QString value = box->text().trimmed();
    box->setText(value);
    edit(u"soulhunter.identity"_s, SW_TR_LABEL("Edit %1's identity").arg(who()), [value, field](soulhunter::Character &c) {
        QString &target = field == u"codename"_s ? c.codename : field == u"background"_s ? c.background : c.appearance;
        target = value;
        return QList<rules::Violation>{};
    }, box);
}

void SoulIdentityPanel::writeAttribute(soulhunter::Attribute a, int value)
{
    const soulhunter::Rules r = m_editor->rules();
    edit(u"soulhunter.attribute"_s, SW_TR_LABEL("%1's %2 to %3").arg(who(), m_editor->attributeName(a)).arg(value),
         [this, a, value, &r](soulhunter::Character &c) {
             c.attributes[std::size_t(a)] = value;
             // D6, rule 7: the marks 心魂 grants follow it (a new one waits for its type: its note says so).
             qsizetype fromSoul = std::count_if(c.marks.begin(), c.marks.end(), [](const soulhunter::Mark &m) { return m.fromSoul; });
             for (; fromSoul < soulhunter::marksFromSoul(c); ++fromSoul)
                 c.marks.append({tr("Soul mark %1").arg(fromSoul + 1), QString(kUnnamedMark), true, false});
             for (qsizetype i = c.marks.size() - 1; i >= 0 && fromSoul > soulhunter::marksFromSoul(c); --i) {
                 if (c.marks.at(i).fromSoul) {
                     c.marks.removeAt(i);
                     --fromSoul;
                 }
             }
             // What a lower attribute lowers the maximum of stays within it (D3, D10).
             c.fp = std::min(c.fp, soulhunter::maxFp(c));
             if (const soulhunter::Derived mp = soulhunter::maxMp(c, r); mp.ok())
                 c.mp = std::min(c.mp, *mp.value);
             return QList<rules::Violation>{};
         }, m_attributes[std::size_t(a)]);
}

void SoulIdentityPanel::writeLingshi(int value)
{
    edit(u"soulhunter.lingshi"_s, SW_TR_LABEL("%1's Spirit Awareness to %2").arg(who()).arg(value), [value](soulhunter::Character &c) {
        c.lingshi = value;
        return QList<rules::Violation>{};
    }, m_lingshi);
}

void SoulIdentityPanel::writeSkill(const QString &skillId, int level)
{
    edit(u"soulhunter.skill"_s, SW_TR_LABEL("%1's %2 to %3").arg(who(), m_editor->skillName(skillId)).arg(level),
         [skillId, level](soulhunter::Character &c) {
             if (level == 0)
                 c.skills.remove(skillId);
             else
                 c.skills.insert(skillId, level);
             return QList<rules::Violation>{};
         }, m_skills.value(skillId));
}

} // namespace sw::ui
