#pragma once

// The forms of the content editor (MeshalContentDialog): an entry's id and its name in the three
// languages (zh_CN, the rulebook's, required; the others shown in their language when written),
// then what a species, an ability or an item is (spec §2.1, §2.6, §2.7).
#include "systems/meshal/meshaleditor.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace sw::ui {

class MeshalEntryForm : public QWidget
{
    Q_OBJECT

public:
    MeshalEntryForm(MeshalEditor *editor, const QString &prefix, QWidget *parent);

    QString entryId() const;
    meshal::Text names() const;
    // Why the id or the names cannot be kept, or empty.
    QString namesProblem() const;
    virtual void clear();
    // Fills the form from the entry of the campaign's content (or an example) with that id.
    virtual void load(const QString &id) = 0;
    // Writes the entry into `content`; the reasons when it cannot be (content unchanged).
    virtual QStringList putInto(meshal::MeshalContent &content) const = 0;

protected:
    // A list as a group writes it: "男性、女性", "雄性, 雌性".
    static QStringList words(const QString &text);
    // The content's reasons for refusing an entry, the schema's findings said in the reader's
    // language (l10n::ProblemText).
    static QStringList inWords(const QStringList &errors, const QList<rules::SchemaError> &schema);
    void loadNames(const QString &id);
    QSpinBox *spin(const QString &name, int min, int max);

    MeshalEditor *m_editor;
    QFormLayout *m_form;
    QLineEdit *m_id;
    QLineEdit *m_zhCN;
    QLineEdit *m_zhTW;
    QLineEdit *m_en;
};

class MeshalSpeciesForm : public MeshalEntryForm
{
    Q_OBJECT

public:
    MeshalSpeciesForm(MeshalEditor *editor, QWidget *parent);
    void clear() override;
    void load(const QString &id) override;
    QStringList putInto(meshal::MeshalContent &content) const override;

private:
    QLineEdit *m_genders;
    std::array<QCheckBox *, 6> m_sizes{};
    QLineEdit *m_forms;
    std::array<QSpinBox *, 3> m_attributes{};
    std::array<QSpinBox *, 3> m_protections{};
    QSpinBox *m_swim;
    QSpinBox *m_fly;
    QLineEdit *m_moves;
    QLineEdit *m_senses;
    QLineEdit *m_bodyParts;
    QPlainTextEdit *m_text;
};

class MeshalAbilityForm : public MeshalEntryForm
{
    Q_OBJECT

public:
    MeshalAbilityForm(MeshalEditor *editor, QWidget *parent);
    void clear() override;
    void load(const QString &id) override;
    QStringList putInto(meshal::MeshalContent &content) const override;

private:
    QComboBox *m_type;
    QSpinBox *m_level;
    QLineEdit *m_activation;
    QLineEdit *m_grantedBy;
    QLineEdit *m_needsGenders;
    QLineEdit *m_needsSpecies;
    QSpinBox *m_frequency;
    QComboBox *m_window;
    QPlainTextEdit *m_text;
};

class MeshalItemForm : public MeshalEntryForm
{
    Q_OBJECT

public:
    MeshalItemForm(MeshalEditor *editor, QWidget *parent);
    void clear() override;
    void load(const QString &id) override;
    QStringList putInto(meshal::MeshalContent &content) const override;

private:
    QComboBox *m_scale;
    QLineEdit *m_type;
    QPlainTextEdit *m_attacks;
    std::array<QSpinBox *, 3> m_protections{};
    QLineEdit *m_actionCost;
    QLineEdit *m_slots;
};

} // namespace sw::ui
