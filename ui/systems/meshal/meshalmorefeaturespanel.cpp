#include "systems/meshal/meshalmorefeaturespanel.h"

#include "common/undolabel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

const std::array<const char *, 7> kIds{"height", "weight", "looks", "personality", "orientation", "hobby", "aliases"};

QString *fieldOf(meshal::Character &c, int field)
{
    switch (field) {
    case 0: return &c.height;
    case 1: return &c.weight;
    case 2: return &c.looks;
    case 3: return &c.personality;
    case 4: return &c.orientation;
    case 5: return &c.hobby;
    default: return nullptr;
    }
}

} // namespace

MeshalMoreFeaturesPanel::MeshalMoreFeaturesPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalMoreFeatures"_s);
    auto *form = new QFormLayout(this);
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        m_fields[i] = new QLineEdit(this);
        m_fields[i]->setObjectName(u"meshalFeature_"_s + QString::fromLatin1(kIds[i]));
        m_labels[i] = new QLabel(this);
        m_labels[i]->setBuddy(m_fields[i]);
        form->addRow(m_labels[i], m_fields[i]);
        connect(m_fields[i], &QLineEdit::editingFinished, this, [this, i] { write(int(i)); });
    }
    m_age = new QSpinBox(this);
    m_age->setObjectName(u"meshalFeature_age"_s);
    m_age->setRange(-1, 100000);
    m_age->setKeyboardTracking(false);
    m_labels[7] = new QLabel(this);
    m_labels[7]->setBuddy(m_age);
    form->insertRow(2, m_labels[7], m_age);
    connect(m_age, &QSpinBox::valueChanged, this, [this] {
        if (!m_loading)
            writeAge();
    });
    connect(editor, &MeshalEditor::profileChanged, this, [this] { setVisible(m_editor->pack().moduleOn(u"more_features"_s)); });
}

void MeshalMoreFeaturesPanel::load(const meshal::Character &c)
{
    m_loading = true;
    setVisible(m_editor->pack().moduleOn(u"more_features"_s));
    meshal::Character copy = c;
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const QString *value = fieldOf(copy, int(i));
        const QString text = value ? *value : c.aliases.join(tr(", "));
        if (!m_fields[i]->hasFocus() && m_fields[i]->text() != text)
            m_fields[i]->setText(text);
    }
    if (m_age->value() != c.age.value_or(-1))
        m_age->setValue(c.age.value_or(-1));
    m_loading = false;
}

void MeshalMoreFeaturesPanel::retranslate()
{
    setTitle(tr("More Features"));
    const std::array<QString, 8> words = fieldNames();
    for (std::size_t i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(undoLabelText(words[i]));
    m_age->setSpecialValueText(tr("not written"));
    m_fields[6]->setPlaceholderText(tr("e.g. 碎骨者, 韩达克"));
}

std::array<QString, 8> MeshalMoreFeaturesPanel::fieldNames()
{
    // Stored in no language, so an edit's label names the field in the reader's (common/undolabel.h).
    return {SW_TR_LABEL("Height or length"), SW_TR_LABEL("Weight"), SW_TR_LABEL("Looks"), SW_TR_LABEL("Personality"),
            SW_TR_LABEL("Orientation"), SW_TR_LABEL("Hobby"), SW_TR_LABEL("Aliases"), SW_TR_LABEL("Age")};
}

void MeshalMoreFeaturesPanel::write(int field)
{
    if (m_loading)
        return;
    const QString text = m_fields[std::size_t(field)]->text().trimmed();
    edit(u"meshal.features.optional"_s, SW_TR_LABEL("Write %1").arg(fieldNames()[std::size_t(field)]),
         [field, text](meshal::Character &c) {
             if (QString *value = fieldOf(c, field))
                 *value = text;
             else
                 c.aliases = text.split(QRegularExpression(u"\\s*[,，、]\\s*"_s), Qt::SkipEmptyParts);
             return QList<rules::Violation>{};
         },
         m_fields[std::size_t(field)]);
}

void MeshalMoreFeaturesPanel::writeAge()
{
    const int age = m_age->value();
    edit(u"meshal.features.optional"_s, SW_TR_LABEL("Write the age"), [age](meshal::Character &c) {
        c.age = age < 0 ? std::nullopt : std::optional<int>(age);
        return QList<rules::Violation>{};
    }, m_age);
}

} // namespace sw::ui
