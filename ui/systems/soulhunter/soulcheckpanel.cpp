#include "systems/soulhunter/soulcheckpanel.h"

#include "models/campaignsession.h"
#include "systems/soulhunter/cooperative.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/soulcheckagainst.h"
#include "systems/soulhunter/soulchecktags.h"
#include "systems/soulhunter/soulchecktechnique.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulCheckPanel::SoulCheckPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"soulCheckPanel"_s);
    auto *form = new QFormLayout;
    const auto row = [&](QLabel *&label, QWidget *field) {
        label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
    };
    const auto spin = [this](const QString &name, int min, int max, int value) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(min, max);
        box->setValue(value);
        connect(box, &QSpinBox::valueChanged, this, &SoulCheckPanel::showOdds);
        return box;
    };
    m_character = new QComboBox(this);
    m_character->setObjectName(u"soulCheckCharacter"_s);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"soulCheckKind"_s);
    m_declared = new QCheckBox(this);
    m_declared->setObjectName(u"soulCheckDeclared"_s);
    m_declared->setChecked(true);
    m_attribute = new QComboBox(this);
    m_attribute->setObjectName(u"soulCheckAttribute"_s);
    m_skill = new QComboBox(this);
    m_skill->setObjectName(u"soulCheckSkill"_s);
    row(m_characterLabel, m_character);
    row(m_kindLabel, m_kind);
    m_technique = new SoulCheckTechnique(this);
    m_techniqueLabel = new QLabel(this);
    m_techniqueLabel->setBuddy(m_technique->techniqueBox());
    form->addRow(m_techniqueLabel, m_technique);
    row(m_attributeLabel, m_attribute);
    row(m_skillLabel, m_skill);
    row(m_bonusLabel, m_bonus = spin(u"soulCheckBonus"_s, 0, 99, 0));
    row(m_penaltyLabel, m_penalty = spin(u"soulCheckPenalty"_s, 0, 99, 0));
    row(m_challengeLabel, m_challenge = spin(u"soulCheckChallenge"_s, -99, 199, 10));
    form->addRow(QString(), m_declared);
    m_against = new SoulCheckAgainst(this);
    form->addRow(m_against);
    row(m_tiltLabel, m_tilt = spin(u"soulCheckTilt"_s, -soulhunter::kMaxOddsTilt, soulhunter::kMaxOddsTilt, 0));
    row(m_levelLabel, m_level = spin(u"soulCheckLevel"_s, -soulhunter::kMaxOddsLevel, soulhunter::kMaxOddsLevel, 0));
    m_tags = new SoulCheckTags(this);
    row(m_tagsLabel, m_tags);
    m_helpers = new QListWidget(this);
    m_helpers->setObjectName(u"soulCheckHelpers"_s);
    m_helpers->setMaximumHeight(m_helpers->fontMetrics().height() * 5);
    row(m_helpersLabel, m_helpers);
    row(m_seedLabel, m_seed = spin(u"soulCheckSeed"_s, 0, 999999999, 0));
    m_scene = new QLabel(this);
    m_scene->setObjectName(u"soulCheckScene"_s);
    m_scene->setWordWrap(true);
    m_odds = new QLabel(this);
    m_odds->setObjectName(u"soulCheckOdds"_s);
    m_odds->setWordWrap(true);
    m_odds->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result = new QLabel(this);
    m_result->setObjectName(u"soulCheckResult"_s);
    m_result->setWordWrap(true);
    m_roll = new QPushButton(this);
    m_roll->setObjectName(u"soulCheckRoll"_s);
    m_reroll = new QPushButton(this);
    m_reroll->setObjectName(u"soulCheckReroll"_s);
    m_reroll->setEnabled(false);
    m_fortune = new QPushButton(this);
    m_fortune->setObjectName(u"soulCheckFortune"_s);
    m_fortune->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scene);
    layout->addLayout(form);
    layout->addWidget(m_odds);
    layout->addWidget(m_roll);
    layout->addWidget(m_reroll);
    layout->addWidget(m_fortune);
    layout->addWidget(m_result);
    layout->addStretch();
    for (QComboBox *box : {m_character, m_attribute, m_skill})
        connect(box, &QComboBox::currentIndexChanged, this, &SoulCheckPanel::showOdds);
    connect(m_character, &QComboBox::currentIndexChanged, this, &SoulCheckPanel::fillCharacters);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SoulCheckPanel::kindChanged);
    connect(m_technique, &SoulCheckTechnique::changed, this, &SoulCheckPanel::techniqueChanged);
    connect(m_against, &SoulCheckAgainst::changed, this, &SoulCheckPanel::techniqueChanged); // the hazard's attribute, the tags
    connect(m_declared, &QCheckBox::toggled, this, &SoulCheckPanel::showOdds);
    connect(m_helpers, &QListWidget::itemChanged, this, &SoulCheckPanel::showOdds);
    connect(m_tags, &QListWidget::itemChanged, this, &SoulCheckPanel::showOdds);
    connect(m_roll, &QPushButton::clicked, this, &SoulCheckPanel::roll);
    connect(m_reroll, &QPushButton::clicked, this, &SoulCheckPanel::rerollOnce);
    connect(m_fortune, &QPushButton::clicked, this, &SoulCheckPanel::spendFortune);
    retranslate();
}

void SoulCheckPanel::setEditor(SoulhunterEditor *editor)
{
    m_editor = editor;
    m_against->setEditor(editor);
    m_last.reset();
    m_shownSeed.reset();
    m_reroll->setEnabled(false);
    m_fortune->setEnabled(false);
    m_result->clear();
    if (editor && editor->session()) {
        connect(editor->session(), &models::CampaignSession::sheetsChanged, this, &SoulCheckPanel::refresh);
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SoulCheckPanel::refresh);
        connect(editor, &SoulhunterEditor::languageChanged, this, &SoulCheckPanel::retranslate);
    }
    retranslate();
    refresh();
}

void SoulCheckPanel::refresh()
{
    // The GM's scene (L63, L233): its challenge value is where a check starts, taken again each
    // time the GM changes it; its tags may be activated (level +1, L42).
    const std::optional<soulhunter::Scene> scene =
        m_editor && m_editor->session() ? soulhunter::scene(m_editor->session()->store()) : std::nullopt;
    const std::optional<int> challenge = scene ? scene->challenge : std::nullopt;
    if (challenge != m_sceneChallenge) {
        m_sceneChallenge = challenge;
        const QSignalBlocker still(m_challenge);
        m_challenge->setValue(soulhunter::defaultChallenge(scene));
    }
    m_sceneTags = scene ? scene->tags : QStringList{};
    m_scene->setText(sceneText(scene));
    m_scene->setVisible(scene.has_value());
    m_against->refresh(); // the GM's Sins
    const QSignalBlocker quiet(m_character);
    const QVariant current = m_character->currentData();
    m_character->clear();
    if (m_editor && m_editor->session()) {
        for (const auto &[id, c] : soulhunter::characters(m_editor->session()->store()))
            m_character->addItem(c.name, id);
    }
    const int index = m_character->findData(current);
    m_character->setCurrentIndex(index >= 0 ? index : 0);
    fillCharacters();
}

void SoulCheckPanel::fillCharacters()
{
    // The helpers: every other character, unticked.
    const QSignalBlocker quiet(m_helpers);
    QList<qint64> ticked;
    for (int i = 0; i < m_helpers->count(); ++i) {
        if (m_helpers->item(i)->checkState() == Qt::Checked)
            ticked << m_helpers->item(i)->data(Qt::UserRole).toLongLong();
    }
    m_helpers->clear();
    for (int i = 0; i < m_character->count(); ++i) {
        const qint64 id = m_character->itemData(i).toLongLong();
        if (i == m_character->currentIndex())
            continue;
        auto *item = new QListWidgetItem(m_character->itemText(i), m_helpers);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
    const qint64 id = m_character->currentIndex() >= 0 ? m_character->currentData().toLongLong() : 0;
    const std::optional<soulhunter::Character> c = m_editor && id ? m_editor->character(id) : std::nullopt;
    m_tags->fill(c ? &*c : nullptr, id, m_sceneTags);
    m_against->setCheck(kind(), id);
    m_technique->fill(c ? &*c : nullptr, id);
    techniqueChanged();
    showOdds();
}

std::optional<soulhunter::CheckSpec> SoulCheckPanel::specFor(qint64 id) const
{
    const std::optional<soulhunter::Character> c = m_editor ? m_editor->character(id) : std::nullopt;
    if (!c)
        return std::nullopt;
    const soulhunter::Rules rules = m_editor->rules();
    soulhunter::CheckSpec s;
    s.challenge = m_challenge->value();
    s.level = m_level->value();
    s.tilt = m_tilt->value();
    s.specialtyCap = soulhunter::specialtyCap(*c); // rule 13 (L75)
    if (const auto a = soulhunter::attributeFromId(m_attribute->currentData().toString()); a && c->attribute(*a) > 0)
        s.modifiers.append({soulhunter::attributeId(*a), c->attribute(*a), false, false}); // L62, L74
    const QString skill = m_skill->currentData().toString();
    if (!skill.isEmpty() && soulhunter::skillSpecialty(*c, skill, rules) > 0) // L78, L126
        s.modifiers.append({skill, soulhunter::skillSpecialty(*c, skill, rules), false, true});
    if (m_bonus->value() > 0)
        s.modifiers.append({QString(), m_bonus->value(), false, false});
    if (m_penalty->value() > 0)
        s.modifiers.append({QString(), m_penalty->value(), true, false});
    return s;
}

std::optional<soulhunter::CheckSpec> SoulCheckPanel::spec() const
{
    if (m_character->currentIndex() < 0)
        return std::nullopt;
    std::optional<soulhunter::CheckSpec> leader = specFor(m_character->currentData().toLongLong());
    if (!leader)
        return std::nullopt;
    leader->modifiers += m_tags->modifiers(*m_editor->character(m_character->currentData().toLongLong()), m_editor->rules());
    leader->level += m_tags->levels(); // L42: an activated scene tag
    leader->cheer = m_editor->character(m_character->currentData().toLongLong())->cheerPending; // rule 24 (L188): the cheer bought for it
    QList<soulhunter::CheckSpec> helpers;
    for (int i = 0; i < m_helpers->count(); ++i) {
        if (m_helpers->item(i)->checkState() != Qt::Checked)
            continue;
        if (std::optional<soulhunter::CheckSpec> h = specFor(m_helpers->item(i)->data(Qt::UserRole).toLongLong())) {
            h->modifiers.removeIf([](const soulhunter::Modifier &m) { return m.name.isEmpty(); }); // the table's bonus is the leader's
            helpers << *h;
        }
    }
    return soulhunter::checkFor(kind(), helpers.isEmpty() ? *leader : soulhunter::cooperativeSpec(*leader, helpers)); // §5.8
}

soulhunter::CheckKind SoulCheckPanel::kind() const
{
    return soulhunter::checkKindFromId(m_kind->currentData().toString()).value_or(soulhunter::CheckKind::Action);
}

void SoulCheckPanel::techniqueChanged()
{
    // Rule 41 (L269): the school chosen for the manifestation sets the key attribute; rule 18
    // (L90): a resistance's is the hazard's; rule 16 (L84): a parry has none.
    const qint64 id = m_character->currentIndex() >= 0 ? m_character->currentData().toLongLong() : 0;
    const std::optional<soulhunter::Character> c = m_editor && id ? m_editor->character(id) : std::nullopt;
    const std::optional<soulhunter::Showing> shown = c ? m_technique->showing(*c) : std::nullopt;
    const soulhunter::CheckKind k = kind();
    const bool keyed = (shown && shown->keyAttribute) || k == soulhunter::CheckKind::Resistance;
    if (keyed) {
        const std::optional<soulhunter::Attribute> key =
            soulhunter::keyAttributeFor(k, shown ? shown->keyAttribute : std::nullopt, m_against->hazard());
        const QSignalBlocker quiet(m_attribute);
        m_attribute->setCurrentIndex(key ? m_attribute->findData(soulhunter::attributeId(*key)) : 0);
    }
    m_attribute->setEnabled(k != soulhunter::CheckKind::Parry && !keyed);
    showOdds();
}

QString SoulCheckPanel::techniqueRefusal() const
{
    const qint64 id = m_character->currentIndex() >= 0 ? m_character->currentData().toLongLong() : 0;
    const std::optional<soulhunter::Character> c = m_editor && id ? m_editor->character(id) : std::nullopt;
    const std::optional<soulhunter::Showing> shown = c ? m_technique->showing(*c) : std::nullopt;
    if (!shown || shown->refused.isEmpty())
        return {};
    return m_editor->explain({{shown->refused, u"techniques"_s, {}}});
}

void SoulCheckPanel::kindChanged()
{
    const soulhunter::CheckKind k = kind();
    // Rule 16 (L84): a parry has no key attribute; rule 15 (L83): only a defence is declared.
    m_against->setCheck(k, m_character->currentIndex() >= 0 ? m_character->currentData().toLongLong() : 0);
    techniqueChanged();
    m_declared->setVisible(k == soulhunter::CheckKind::Parry || k == soulhunter::CheckKind::Counter);
    m_challengeLabel->setText(challengeText());
    showOdds();
}

} // namespace sw::ui
