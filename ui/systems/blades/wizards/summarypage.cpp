#include "summarypage.h"

#include "wizardsupport.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

SummaryPage::SummaryPage(Hooks hooks, QWidget *parent) : QWizardPage(parent), m_hooks(std::move(hooks))
{
    setObjectName(u"summaryPage"_s);
    m_sheet = new QTextBrowser(this);
    m_sheet->setObjectName(u"summary"_s);
    m_sheet->setOpenLinks(false);
    m_problemsHeading = new QLabel(this);
    m_problemsHeading->setObjectName(u"summaryProblemsHeading"_s);
    m_problems = wizard::problemLabel(u"summaryProblems"_s, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sheet, 1);
    layout->addWidget(m_problemsHeading);
    layout->addWidget(m_problems);
}

void SummaryPage::refresh()
{
    if (m_hooks.retranslate)
        m_hooks.retranslate(this);
    m_sheet->setAccessibleName(tr("Sheet summary"));
    m_sheet->setToolTip(tr("The sheet as it will be saved; go back to change a step."));
    m_sheet->setHtml(m_hooks.html ? m_hooks.html() : QString());
    showProblems(m_hooks.problems ? m_hooks.problems() : QString());
}

void SummaryPage::showProblems(const QString &text)
{
    m_problemsHeading->setText(text.isEmpty() ? tr("Nothing left to fix: press Finish to start play.")
                                              : tr("Still to fix before the sheet can be used:"));
    wizard::showProblem(m_problems, text);
    Q_EMIT completeChanged();
}

void SummaryPage::initializePage()
{
    refresh();
}

bool SummaryPage::isComplete() const
{
    return m_problems->text().isEmpty();
}

} // namespace sw::ui
