#pragma once

#include <QWizardPage>

#include <functional>

class QLabel;
class QTextBrowser;

namespace sw::ui {

// The last step of a creation wizard: the sheet as it will be saved, and every rule it still
// breaks. Finish stays disabled while anything blocks.
class SummaryPage : public QWizardPage
{
    Q_OBJECT

public:
    struct Hooks
    {
        std::function<QString()> html;     // the sheet, as HTML
        std::function<QString()> problems; // the blocking violations in words, empty when none
        std::function<void(SummaryPage *page)> retranslate;
    };

    explicit SummaryPage(Hooks hooks, QWidget *parent = nullptr);

    void refresh();
    // Shows a refusal that came up when finishing (applyFinishCreation).
    void showProblems(const QString &text);

    void initializePage() override;
    bool isComplete() const override;

private:
    Hooks m_hooks;
    QTextBrowser *m_sheet = nullptr;
    QLabel *m_problemsHeading = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace sw::ui
