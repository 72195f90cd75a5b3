#include "systems/soulhunter/soulwizard.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/soulpanel.h"
#include "systems/soulhunter/soultaglist.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWizardPage>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

// A page that checks the draft against the rules of its own fields before going on.
class RulePage : public QWizardPage
{
public:
    RulePage(SoulWizard *wizard, QStringList prefixes) : m_wizard(wizard), m_prefixes(std::move(prefixes))
    {
        m_problem = new QLabel(this);
        m_problem->setObjectName(u"soulWizardProblem"_s);
        m_problem->setWordWrap(true);
        m_problem->setStyleSheet(u"color: #a00;"_s);
        m_form = new QFormLayout;
        auto *layout = new QVBoxLayout(this);
        layout->addLayout(m_form);
        layout->addStretch();
        layout->addWidget(m_problem);
    }
    bool validatePage() override
    {
        const QString why = m_wizard->problems(m_prefixes);
        m_problem->setText(why);
        return why.isEmpty();
    }
    QFormLayout *form() const { return m_form; }
    // Live words under the fields (a grade, the budget).
    virtual void refresh() {}

protected:
    QSpinBox *spin(const QString &name, int value = 0)
    {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(-99, 99);
        box->setValue(value);
        connect(box, &QSpinBox::valueChanged, this, [this] { refresh(); });
        return box;
    }
    SoulWizard *m_wizard;
    QStringList m_prefixes;
    QLabel *m_problem;
    QFormLayout *m_form;
};

} // namespace

// The pages keep their fields as named children; draft() reads them by name.
SoulWizard::SoulWizard(SoulhunterEditor *editor, QWidget *parent) : QWizard(parent), m_editor(editor)
{
    setObjectName(u"soulWizard"_s);
    setWindowTitle(tr("New Soulhunter Character"));
    setOptions(QWizard::NoBackButtonOnStartPage);
    const soulhunter::Rules rules = editor->rules();

    auto *who = new RulePage(this, {u"name"_s});
    who->setTitle(tr("Who the hunter is"));
    for (const auto &[name, label] : {std::pair{u"soulWizardName"_s, tr("&Name")}, std::pair{u"soulWizardCodename"_s, tr("&Code name")},
                                      std::pair{u"soulWizardBackground"_s, tr("&Background")}}) {
        auto *edit = new QLineEdit(who);
        edit->setObjectName(name);
        who->form()->addRow(label, edit);
    }

    class Attributes : public RulePage
    {
    public:
        using RulePage::RulePage;
        void build(const soulhunter::Rules &r)
        {
            for (soulhunter::Attribute a : soulhunter::kAttributes) {
                auto *box = spin(u"soulWizardAttribute_"_s + soulhunter::attributeId(a));
                auto *grade = new QLabel(this);
                grade->setObjectName(u"soulWizardGrade_"_s + soulhunter::attributeId(a));
                auto *row = new QHBoxLayout;
                row->addWidget(box);
                row->addWidget(grade, 1);
                m_form->addRow(m_wizard->editor()->attributeName(a), row);
            }
            m_lingshi = new QLabel(this);
            m_form->addRow(SoulWizard::tr("Spirit Awareness"), m_lingshi);
            const auto start = r.number(u"lingshi_start"_s);
            m_lingshi->setText(start ? QString::number(*start) : m_wizard->editor()->waitsFor({u"lingshi_start"_s}));
            refresh();
        }
        void refresh() override
        {
            for (soulhunter::Attribute a : soulhunter::kAttributes) {
                const QString id = soulhunter::attributeId(a);
                if (auto *grade = findChild<QLabel *>(u"soulWizardGrade_"_s + id))
                    grade->setText(soulhunter::gradeLabel(findChild<QSpinBox *>(u"soulWizardAttribute_"_s + id)->value())); // D1
            }
        }
        QLabel *m_lingshi = nullptr;
    };
    auto *attributes = new Attributes(this, {u"attributes"_s});
    attributes->setTitle(tr("Attributes (0 to 6 at creation, L43-L44)"));
    attributes->build(rules);

    class Skills : public RulePage
    {
    public:
        using RulePage::RulePage;
        void build()
        {
            m_budget = new QLabel(this);
            m_budget->setObjectName(u"soulWizardBudget"_s);
            m_budget->setWordWrap(true);
            m_form->addRow(m_budget);
            for (const char *raw : soulhunter::kSkillIds) {
                const QString id = QString::fromLatin1(raw);
                m_form->addRow(m_wizard->editor()->skillName(id), spin(u"soulWizardSkill_"_s + id));
            }
        }
        void initializePage() override { refresh(); }
        void refresh() override
        {
            if (!m_budget)
                return;
            const soulhunter::Character c = m_wizard->draft();
            const soulhunter::Rules r = m_wizard->editor()->rules();
            const soulhunter::Derived budget = soulhunter::skillPointBudget(c, r);
            const soulhunter::Derived spent = soulhunter::skillPointsSpent(c, r);
            m_budget->setText(budget.ok() && spent.ok()
                                  ? SoulWizard::tr("Skill points: %1 of %2 spent (D2)").arg(*spent.value).arg(*budget.value)
                                  : SoulWizard::tr("Skill points: %1").arg(m_wizard->editor()->waitsFor(budget.missing + spent.missing)));
        }
        QLabel *m_budget = nullptr;
    };
    auto *skills = new Skills(this, {u"skills"_s});
    skills->setTitle(tr("Skills"));
    skills->build();

    auto *power = new RulePage(this, {u"power"_s, u"marks"_s});
    power->setTitle(tr("Psychic power (at most 3 tags; 4 at Soul 9, L51, L141)"));
    QFormLayout *powerForm = power->form();
    auto *powerName = new QLineEdit(power);
    powerName->setObjectName(u"soulWizardPower"_s);
    auto *description = new QPlainTextEdit(power);
    description->setObjectName(u"soulWizardDescription"_s);
    description->setMaximumHeight(description->fontMetrics().height() * 4);
    powerForm->addRow(tr("Psychic &power"), powerName);
    powerForm->addRow(tr("&Description"), description);
    for (const auto &[name, label] : {std::pair{u"soulWizardTags"_s, tr("Power tags")}, std::pair{u"soulWizardFlaws"_s, tr("Flaw tags")}}) {
        auto *list = new SoulTagList(name, power);
        connect(list, &SoulTagList::requested, list, &SoulTagList::setTags);
        powerForm->addRow(label, list);
    }

    auto *traits = new RulePage(this, {u"trait_tags"_s});
    traits->setTitle(tr("Trait tags (at most 5, L215)"));
    auto *traitList = new SoulTagList(u"soulWizardTraits"_s, traits);
    connect(traitList, &SoulTagList::requested, traitList, &SoulTagList::setTags);
    traits->form()->addRow(tr("Trait tags"), traitList);

    for (QWizardPage *page : {static_cast<QWizardPage *>(who), static_cast<QWizardPage *>(attributes), static_cast<QWizardPage *>(skills),
                              static_cast<QWizardPage *>(power), static_cast<QWizardPage *>(traits)})
        addPage(page);
}

soulhunter::Character SoulWizard::draft() const
{
    const soulhunter::Rules rules = m_editor->rules();
    const auto text = [this](const QString &name) {
        const auto *edit = findChild<QLineEdit *>(name);
        return edit ? edit->text().trimmed() : QString();
    };
    soulhunter::Character c = soulhunter::newCharacter(rules, text(u"soulWizardName"_s));
    c.codename = text(u"soulWizardCodename"_s);
    c.background = text(u"soulWizardBackground"_s);
    for (soulhunter::Attribute a : soulhunter::kAttributes)
        c.attributes[std::size_t(a)] = findChild<QSpinBox *>(u"soulWizardAttribute_"_s + soulhunter::attributeId(a))->value();
    for (const char *raw : soulhunter::kSkillIds) {
        const QString id = QString::fromLatin1(raw);
        if (const int level = findChild<QSpinBox *>(u"soulWizardSkill_"_s + id)->value(); level != 0)
            c.skills.insert(id, level);
    }
    c.power.name = text(u"soulWizardPower"_s);
    c.power.description = findChild<QPlainTextEdit *>(u"soulWizardDescription"_s)->toPlainText();
    for (const QString &t : findChild<SoulTagList *>(u"soulWizardTags"_s)->tags())
        c.power.tags.append({t});
    c.power.flaws = findChild<SoulTagList *>(u"soulWizardFlaws"_s)->tags();
    for (int i = 0; i < soulhunter::marksFromSoul(c); ++i) // D6: named on the sheet later
        c.marks.append({tr("Soul mark %1").arg(i + 1), QString(kUnnamedMark), true, false});
    c.traitTags = findChild<SoulTagList *>(u"soulWizardTraits"_s)->tags();
    // What the attributes change is taken as the rules give it at creation (D3, D10).
    c.fp = soulhunter::maxFp(c);
    c.mp = soulhunter::maxMp(c, rules).value.value_or(0);
    return c;
}

QString SoulWizard::problems(const QStringList &prefixes) const
{
    const soulhunter::Character c = draft();
    if (prefixes.contains(u"name"_s) && c.name.isEmpty()) {
        const QString why = tr("A character has a name.");
        m_editor->refuse(why);
        return why;
    }
    QList<rules::Violation> broken;
    for (const rules::Violation &v : soulhunter::checkCharacter(c, m_editor->rules()).blocking()) {
        if (std::any_of(prefixes.begin(), prefixes.end(), [&v](const QString &p) { return v.field.startsWith(p); }))
            broken.append(v);
    }
    if (broken.isEmpty())
        return {};
    m_editor->refuse(broken);
    return m_editor->explain(broken);
}

std::optional<store::SheetRef> createSoulhunterCharacter(SoulhunterEditor *editor, QWidget *parent)
{
    SoulWizard wizard(editor, parent);
    if (wizard.exec() != QDialog::Accepted)
        return std::nullopt;
    const soulhunter::Character c = wizard.draft();
    store::Receipt made;
    const QString label = sw::trLabel("sw::ui::SoulWizard", "New Soulhunter character %1").arg(c.name);
    editor->push(label, [&](store::CampaignStore &s) { return made = soulhunter::addCharacter(s, c, label); });
    if (!made.ok)
        return std::nullopt;
    return made.sheet;
}

} // namespace sw::ui
