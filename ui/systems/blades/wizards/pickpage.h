#pragma once

#include <QList>
#include <QString>
#include <QWizardPage>

#include <functional>

class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTextBrowser;

namespace sw::ui {

// A wizard step that picks one entry of a list (with the chosen entry's rule text beside it)
// and/or writes a few text fields. The owning wizard supplies the behaviour through hooks, so
// that every change goes through its rules engine: a hook returns the refusal's explanation,
// or an empty string when the engine accepted the change.
class PickPage : public QWizardPage
{
    Q_OBJECT

public:
    struct Entry
    {
        QString id;
        QString name;
        QString details; // HTML shown beside the list while the entry is current
        QString toolTip;
    };

    struct Hooks
    {
        std::function<QList<Entry>()> entries;                    // none: the page has no list
        std::function<void()> initialize;                         // on entering the step (a default pick)
        std::function<QString()> current;                         // the id the sheet holds now
        std::function<QString(const QString &id)> choose;         // → refusal text, empty if done
        std::function<QString(int field)> fieldValue;
        std::function<QString(int field, const QString &text)> setField; // → refusal text
        std::function<bool()> complete;
        std::function<void(PickPage *page)> retranslate;          // title, labels, tooltips
    };

    // `listName` names the list widget (objectName); each field is added with addField().
    PickPage(const QString &listName, Hooks hooks, QWidget *parent = nullptr);

    // A text field below the list; its label is set by setFieldLabel().
    void addField(const QString &objectName, bool multiLine = false);

    void setListLabel(const QString &text, const QString &toolTip);
    void setFieldLabel(int field, const QString &text, const QString &toolTip, const QString &placeholder = {});
    // A line under the title for what the rules ask here (e.g. "1 in an action of your heritage").
    void setHint(const QString &text);

    // Reads the entries, the current choice and the fields again (after a language change or an
    // earlier step changed what this one offers).
    void refresh();
    void showProblem(const QString &text);

    QListWidget *list() const { return m_list; }

    void initializePage() override;
    bool isComplete() const override;

private:
    void entryChosen();
    void fieldEdited(int field);
    QWidget *fieldEditor(int field) const;
    void refreshFields();

    Hooks m_hooks;
    QLabel *m_hint = nullptr;
    QLabel *m_listLabel = nullptr;
    QListWidget *m_list = nullptr;
    QTextBrowser *m_details = nullptr;
    QFormLayout *m_form = nullptr;
    QList<QLabel *> m_fieldLabels;
    QList<QWidget *> m_fields; // QLineEdit or QPlainTextEdit
    QLabel *m_problem = nullptr;
    bool m_refreshing = false;
};

} // namespace sw::ui
