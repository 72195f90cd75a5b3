#include "systems/soulhunter/soulsettingsdialog.h"

#include "models/campaignsession.h"
#include "systems/soulhunter/soulhuntereditor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QJsonValue>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>


using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
constexpr int kUnsetOffset = 1; // a number box's lowest entry, one below the setting's minimum: "not set"
}

SoulSettingsDialog::SoulSettingsDialog(SoulhunterEditor *editor, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_intro(new QLabel(this)), m_form(nullptr)
{
    setObjectName(u"soulSettingsDialog"_s);
    m_intro->setWordWrap(true);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    m_form = new QWidget(scroll);
    scroll->setWidget(m_form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QAbstractButton *b : buttons->buttons()) { // Return confirms a value, it does not close
        if (auto *push = qobject_cast<QPushButton *>(b)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(760, 600);
    build();
    if (models::CampaignSession *session = editor->session()) {
        connect(session, &models::CampaignSession::sheetsChanged, this, &SoulSettingsDialog::reload);
        connect(session, &models::CampaignSession::sheetsReset, this, &SoulSettingsDialog::reload);
    }
    connect(editor, &SoulhunterEditor::languageChanged, this, &SoulSettingsDialog::build);
}

void SoulSettingsDialog::build()
{
    if (!m_editor)
        return;
    setWindowTitle(tr("Soulhunter Settings"));
    m_intro->setText(tr("The house rules are laid over the 《狩魂者TRPG》 rulebook, which Sheetwright does not have. "
                        "Fill each base value from your own book; until then the sheet says what it waits for. "
                        "Each change can be undone."));
    qDeleteAll(m_form->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    delete m_form->layout();
    m_editors.clear();
    auto *grid = new QGridLayout(m_form);
    const soulhunter::Rules rules = m_editor->rules();
    const Language language = m_editor->language();
    int row = 0;
    for (const soulhunter::Setting &s : rules.pack().settings) {
        auto *name = new QLabel(s.name.in(language), m_form);
        name->setToolTip(s.help.in(language));
        const QString tag = s.tag == u"base"_s ? tr("rulebook") : s.tag == u"gap"_s ? tr("gap") : tr("inferred");
        auto *kind = new QLabel(s.required ? tr("%1, required").arg(tag) : tag, m_form);
        QWidget *field = nullptr;
        if (s.choice) {
            auto *combo = new QComboBox(m_form);
            combo->addItem(s.required ? tr("to be filled from your rulebook") : tr("the pack's value (%1)").arg(s.option));
            for (const QString &o : s.options)
                combo->addItem(o, o);
            connect(combo, &QComboBox::currentIndexChanged, this, [this, key = s.id, combo] { write(key, combo); });
            field = combo;
        } else {
            auto *spin = new QSpinBox(m_form);
            spin->setRange(s.minimum - kUnsetOffset, 9999);
            spin->setKeyboardTracking(false);
            spin->setSpecialValueText(s.required || !s.number ? tr("to be filled from your rulebook")
                                                               : tr("the pack's value (%1)").arg(*s.number));
            connect(spin, &QSpinBox::valueChanged, this, [this, key = s.id, spin] { write(key, spin); });
            field = spin;
        }
        field->setObjectName(u"soulSetting_"_s + s.id);
        field->setToolTip(s.help.in(language));
        name->setBuddy(field);
        m_editors.insert(s.id, field);
        auto *help = new QLabel(s.help.in(language), m_form);
        help->setWordWrap(true);
        help->setStyleSheet(u"color: palette(mid);"_s);
        grid->addWidget(name, row, 0);
        grid->addWidget(field, row, 1);
        grid->addWidget(kind, row++, 2);
        grid->addWidget(help, row++, 0, 1, 3);
    }
    grid->setColumnStretch(0, 1);
    reload();
}

void SoulSettingsDialog::reload()
{
    if (!m_editor)
        return;
    const soulhunter::Rules rules = m_editor->rules();
    m_loading = true;
    for (auto it = m_editors.begin(); it != m_editors.end(); ++it) {
        const QJsonValue own = rules.values().value(it.key());
        if (auto *combo = qobject_cast<QComboBox *>(it.value())) {
            const QSignalBlocker quiet(combo);
            const int index = own.isString() ? combo->findData(own.toString()) : 0;
            combo->setCurrentIndex(std::max(0, index));
        } else if (auto *spin = qobject_cast<QSpinBox *>(it.value())) {
            const QSignalBlocker quiet(spin);
            spin->setValue(own.isDouble() ? own.toInt() : spin->minimum());
        }
    }
    m_loading = false;
}

void SoulSettingsDialog::write(const QString &key, QWidget *source)
{
    if (m_loading || !m_editor)
        return;
    QJsonValue value(QJsonValue::Null);
    if (auto *combo = qobject_cast<QComboBox *>(source)) {
        if (combo->currentIndex() > 0)
            value = combo->currentData().toString();
    } else if (auto *spin = qobject_cast<QSpinBox *>(source)) {
        if (spin->value() != spin->minimum())
            value = spin->value();
    }
    if (!m_editor->setSetting(key, value, source))
        reload();
}

void SoulSettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        build();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
