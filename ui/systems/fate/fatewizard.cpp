#include "systems/fate/fatewizard.h"

#include "common/undolabel.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/ladderspinbox.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/fatesheets.h"
#include "systems/fate/stuntdialog.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateWizard::FateWizard(FateEditor *editor, QWidget *parent)
    : QWizard(parent), m_editor(editor), m_draft(fate::newCharacter(editor->pack(), {}))
{
    setObjectName(u"fateWizard"_s);
    setWindowTitle(tr("New Fate Character"));
    setWizardStyle(QWizard::ClassicStyle);
    setPage(AspectsPage, new FateAspectsPage(this));
    setPage(SkillsPage, new FateSkillsPage(this));
    setPage(StuntsPage, new FateStuntsPage(this));
    setPage(SummaryPage, new FateSummaryPage(this));
    resize(760, 560);
}

void FateWizard::accept()
{
    fate::Character c = fate::resizeStress(m_draft, m_editor->pack());
    c.refresh = fate::expectedRefresh(m_editor->pack(), c);
    c.fatePoints = c.refresh;
    const QList<rules::Violation> broken = fate::blockingViolations(c, m_editor->pack(), fate::CheckMode::Complete);
    if (!broken.isEmpty()) {
        m_editor->refuse(broken, button(QWizard::FinishButton));
        return;
    }
    c.creation = false; // made: from now on the column rule (rule 18)
    store::Receipt receipt;
    const QString label = SW_TR_LABEL("New Fate Character %1").arg(c.name);
    const bool made = m_editor->push(label, [&](store::CampaignStore &s) { return receipt = fate::addCharacter(s, c, label); });
    if (!made)
        return;
    m_created = receipt.sheet.id.toLongLong();
    QWizard::accept();
}

std::optional<store::SheetRef> createFateCharacter(FateEditor *editor, QWidget *parent)
{
    FateWizard wizard(editor, parent);
    if (wizard.exec() != QDialog::Accepted || !wizard.created())
        return std::nullopt;
    return fate::characterRef(*wizard.created());
}

FateAspectsPage::FateAspectsPage(FateWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    const fate::FatePack &pack = wizard->editor()->pack();
    const Language lang = wizard->editor()->language();
    setTitle(tr("Name and Aspects"));
    setSubTitle(tr("Who is the character? A high concept, a trouble, a relationship with another character, and two more aspects."));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"wizardName"_s);
    form->addRow(tr("&Name"), m_name);
    m_description = new QLineEdit(this);
    m_description->setObjectName(u"wizardDescription"_s);
    form->addRow(tr("&Description"), m_description);
    int n = 0;
    for (const fate::Aspect &a : wizard->draft().aspects) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(u"wizardAspect%1"_s.arg(n++));
        form->addRow(FateWords::aspectKind(pack, a.kind, lang), edit);
        connect(edit, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
        m_aspects << edit;
    }
    connect(m_name, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
}

bool FateAspectsPage::isComplete() const
{
    if (m_name->text().trimmed().isEmpty())
        return false;
    for (const QLineEdit *e : m_aspects) {
        if (e->text().trimmed().isEmpty())
            return false;
    }
    return true;
}

bool FateAspectsPage::validatePage()
{
    fate::Character &c = m_wizard->draft();
    c.name = m_name->text().trimmed();
    c.description = m_description->text().trimmed();
    for (qsizetype i = 0; i < m_aspects.size() && i < c.aspects.size(); ++i)
        c.aspects[i].text = m_aspects.at(i)->text().trimmed();
    return true;
}

FateSkillsPage::FateSkillsPage(FateWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    const fate::FatePack &pack = wizard->editor()->pack();
    const Language lang = wizard->editor()->language();
    setTitle(tr("Skills"));
    setSubTitle(tr("Rate the skills in the pack's pattern; each rating holds only so many. The rest stay Mediocre (+0)."));
    auto *layout = new QVBoxLayout(this);
    m_counts = new QLabel(this);
    m_counts->setObjectName(u"wizardSkillCounts"_s);
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setWordWrap(true); // a five-step profile's counts overran the right edge in one line
    layout->addWidget(m_counts);
    m_refusal = new QLabel(this);
    m_refusal->setObjectName(u"wizardSkillRefusal"_s);
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(u"color: #b3261e;"_s);
    layout->addWidget(m_refusal);
    auto *grid = new QGridLayout;
    layout->addLayout(grid);
    int top = 0;
    for (const fate::PatternStep &s : pack.creationPattern)
        top = std::max(top, s.rating);
    for (qsizetype i = 0; i < pack.skills.size(); ++i) {
        const QString id = pack.skills.at(i).id;
        auto *label = new QLabel(pack.skills.at(i).name.in(lang), this);
        label->setToolTip(pack.skills.at(i).summary.in(lang));
        auto *box = new LadderSpinBox(this);
        box->setObjectName(u"wizardSkill_"_s + id);
        box->setRange(0, top);
        box->setPack(&pack, lang);
        label->setBuddy(box);
        grid->addWidget(label, int(i) / 3, int(i) % 3 * 2);
        grid->addWidget(box, int(i) / 3, int(i) % 3 * 2 + 1);
        connect(box, &QSpinBox::valueChanged, this, [this, id, box] { write(id, box); });
        m_boxes.append({id, box});
    }
    count();
}

void FateSkillsPage::write(const QString &skill, LadderSpinBox *box)
{
    const fate::FatePack &pack = m_wizard->editor()->pack();
    const fate::SheetEdit e = fate::planEdit(m_wizard->draft(), pack, [&](const fate::Character &c, const fate::FatePack &p) {
        return fate::setSkillRating(c, p, skill, box->value());
    });
    if (!e.done()) {
        const QString why = m_wizard->editor()->explain(e.refused);
        m_refusal->setText(why);
        m_wizard->editor()->refuse(why, box);
        const QSignalBlocker blocker(box);
        box->setValue(m_wizard->draft().rating(skill));
        return;
    }
    m_refusal->clear();
    m_wizard->draft() = e.after;
    count();
    Q_EMIT completeChanged();
}

void FateSkillsPage::count()
{
    const fate::FatePack &pack = m_wizard->editor()->pack();
    const Language lang = m_wizard->editor()->language();
    QMap<int, int> have;
    for (const fate::SkillRating &s : m_wizard->draft().skills)
        have[s.rating] += 1;
    QStringList rows;
    for (const fate::PatternStep &step : pack.creationPattern) {
        const int n = have.value(step.rating);
        const QString row = tr("%1: %2 of %3").arg(fate::ladderLabel(pack, step.rating, lang)).arg(n).arg(step.count);
        const QString shown = n == step.count ? u"<b>✓ %1</b>"_s.arg(row.toHtmlEscaped()) : row.toHtmlEscaped();
        // A count is never broken across lines; the line breaks between counts when a long
        // pattern (a profile's five ratings, spec §7.2) does not fit the page's width.
        rows << u"<span style=\"white-space:nowrap\">%1</span>"_s.arg(shown);
    }
    m_counts->setText(rows.join(u" &nbsp;· "_s));
}

bool FateSkillsPage::isComplete() const
{
    for (const rules::Violation &v : fate::validateCharacter(m_wizard->draft(), m_wizard->editor()->pack(), fate::CheckMode::Complete)) {
        if (v.code == u"fate.skills.pattern"_s)
            return false;
    }
    return true;
}

FateStuntsPage::FateStuntsPage(FateWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setTitle(tr("Stunts"));
    setSubTitle(tr("Three stunts are free; each more costs 1 refresh, and refresh stays at 1 or more."));
    auto *layout = new QVBoxLayout(this);
    m_refresh = new QLabel(this);
    m_refresh->setObjectName(u"wizardRefresh"_s);
    layout->addWidget(m_refresh);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"wizardStunts"_s);
    layout->addWidget(m_list);
    m_refusal = new QLabel(this);
    m_refusal->setObjectName(u"wizardStuntRefusal"_s);
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(u"color: #b3261e;"_s);
    layout->addWidget(m_refusal);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add Stunt…"), this);
    m_add->setObjectName(u"wizardAddStunt"_s);
    m_remove = new QPushButton(tr("&Remove Stunt"), this);
    m_remove->setObjectName(u"wizardRemoveStunt"_s);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this] {
        StuntDialog dialog(m_wizard->editor()->pack(), m_wizard->editor()->language(), this);
        if (dialog.exec() == QDialog::Accepted)
            addStunt(dialog.stunt());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        m_wizard->draft() = fate::removeStunt(m_wizard->draft(), m_wizard->editor()->pack(), row).after;
        m_refusal->clear();
        show();
    });
}

void FateStuntsPage::initializePage()
{
    show();
}

void FateStuntsPage::addStunt(const fate::Stunt &stunt)
{
    const fate::SheetEdit e = fate::planEdit(m_wizard->draft(), m_wizard->editor()->pack(), [&](const fate::Character &c, const fate::FatePack &p) {
        return fate::addStunt(c, p, stunt);
    });
    if (!e.done()) {
        const QString why = m_wizard->editor()->explain(e.refused);
        m_refusal->setText(why);
        m_wizard->editor()->refuse(why, m_add);
        return;
    }
    m_refusal->clear();
    m_wizard->draft() = e.after;
    show();
}

void FateStuntsPage::show()
{
    const fate::FatePack &pack = m_wizard->editor()->pack();
    m_list->clear();
    for (const fate::Stunt &s : m_wizard->draft().stunts)
        m_list->addItem(FateWords::stunt(s, pack, m_wizard->editor()->language()));
    const int free = pack.number(u"free_stunts"_s);
    m_refresh->setText(tr("%1 stunt(s), %2 free: refresh %3", nullptr, int(m_wizard->draft().stunts.size()))
                           .arg(m_wizard->draft().stunts.size()).arg(free).arg(fate::expectedRefresh(pack, m_wizard->draft())));
}

FateSummaryPage::FateSummaryPage(FateWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setTitle(tr("Stress and Consequences"));
    setSubTitle(tr("These follow from the skills: Physique and Will size the stress tracks; Superb (+5) adds a mild consequence."));
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"wizardSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);
    layout->addStretch();
}

void FateSummaryPage::initializePage()
{
    const fate::FatePack &pack = m_wizard->editor()->pack();
    const Language lang = m_wizard->editor()->language();
    const fate::Character c = fate::resizeStress(m_wizard->draft(), pack);
    QStringList lines;
    for (fate::Track t : {fate::Track::Physical, fate::Track::Mental}) {
        const QString skill = pack.stressSkill[int(t)];
        QString name;
        for (const auto &named : pack.tracks) {
            if (named.first == t)
                name = named.second.in(lang);
        }
        lines << tr("%1: %n box(es), from %2 %3", nullptr, fate::stressTrackSize(pack, c, t).boxes)
                     .arg(name, FateWords::skillName(pack, skill, lang), fate::ladderLabel(pack, c.rating(skill), lang));
    }
    QStringList slots;
    for (const QString &slot : fate::availableConsequenceSlots(pack, c))
        slots << tr("%1 (%2)").arg(FateWords::slotName(pack, slot, lang)).arg(pack.slot(slot)->absorbs);
    lines << tr("Consequences: %1").arg(slots.join(tr(", ")));
    const int refresh = fate::expectedRefresh(pack, c);
    lines << tr("Refresh %1; the character starts with %1 fate point(s).", nullptr, refresh).arg(refresh);
    QStringList escaped;
    for (const QString &l : lines)
        escaped << l.toHtmlEscaped();
    m_summary->setText(escaped.join(u"<br>"_s));
}

} // namespace sw::ui
