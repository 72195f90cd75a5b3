#include "systems/soulhunter/soulcheckpanel.h"

#include "models/campaignsession.h"
#include "systems/soulhunter/cooperative.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/soulchecktags.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

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

namespace {

QString chance(const rules::Fraction &f)
{
    return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
}

QString diceText(const std::vector<int> &dice)
{
    QStringList out;
    for (int d : dice)
        out << QString::number(d);
    return out.join(u' ');
}

} // namespace

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
    m_attribute = new QComboBox(this);
    m_attribute->setObjectName(u"soulCheckAttribute"_s);
    m_skill = new QComboBox(this);
    m_skill->setObjectName(u"soulCheckSkill"_s);
    row(m_characterLabel, m_character);
    row(m_attributeLabel, m_attribute);
    row(m_skillLabel, m_skill);
    row(m_bonusLabel, m_bonus = spin(u"soulCheckBonus"_s, 0, 99, 0));
    row(m_penaltyLabel, m_penalty = spin(u"soulCheckPenalty"_s, 0, 99, 0));
    row(m_challengeLabel, m_challenge = spin(u"soulCheckChallenge"_s, -99, 199, 10));
    row(m_tiltLabel, m_tilt = spin(u"soulCheckTilt"_s, -soulhunter::kMaxOddsTilt, soulhunter::kMaxOddsTilt, 0));
    row(m_levelLabel, m_level = spin(u"soulCheckLevel"_s, -soulhunter::kMaxOddsLevel, soulhunter::kMaxOddsLevel, 0));
    m_tags = new SoulCheckTags(this);
    row(m_tagsLabel, m_tags);
    m_helpers = new QListWidget(this);
    m_helpers->setObjectName(u"soulCheckHelpers"_s);
    m_helpers->setMaximumHeight(m_helpers->fontMetrics().height() * 5);
    row(m_helpersLabel, m_helpers);
    row(m_seedLabel, m_seed = spin(u"soulCheckSeed"_s, 0, 999999999, 0));
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
    m_last.reset();
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
    m_tags->fill(c ? &*c : nullptr, id);
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
    QList<soulhunter::CheckSpec> helpers;
    for (int i = 0; i < m_helpers->count(); ++i) {
        if (m_helpers->item(i)->checkState() != Qt::Checked)
            continue;
        if (std::optional<soulhunter::CheckSpec> h = specFor(m_helpers->item(i)->data(Qt::UserRole).toLongLong())) {
            h->modifiers.removeIf([](const soulhunter::Modifier &m) { return m.name.isEmpty(); }); // the table's bonus is the leader's
            helpers << *h;
        }
    }
    return helpers.isEmpty() ? leader : soulhunter::cooperativeSpec(*leader, helpers); // §5.8
}

void SoulCheckPanel::showOdds()
{
    const std::optional<soulhunter::CheckSpec> s = spec();
    m_roll->setEnabled(s.has_value());
    if (!s || !m_editor) {
        m_odds->setText(tr("Choose a character."));
        return;
    }
    const soulhunter::Rules rules = m_editor->rules();
    soulhunter::OddsSpec odds;
    odds.tilt = s->tilt;
    odds.level = s->level;
    odds.gap = s->challenge - soulhunter::totalModifier(*s);
    const soulhunter::Distribution cat = soulhunter::catDistribution(odds, rules); // exact, every face counted
    QStringList lines;
    for (const auto &[value, ways] : cat.ways)
        lines << tr("CAT %1: %2").arg(value).arg(chance(cat.p(value)));
    m_odds->setText(tr("Modifiers %1, against %2. Before rolling:\n%3\nSuccess (CAT %4 or more): %5")
                        .arg(soulhunter::totalModifier(*s)).arg(s->challenge).arg(lines.join(u'\n'))
                        .arg(rules.number(u"success_min_cat"_s).value_or(1)).arg(chance(soulhunter::successChance(odds, rules))));
}

QString SoulCheckPanel::describe(const soulhunter::CheckRoll &r) const
{
    QString text = tr("d10: %1 → dice value %2; modifiers %3").arg(diceText(r.d10)).arg(r.diceValue).arg(r.modifier);
    if (!r.levelDice.empty())
        text += tr("; level dice %1 → %2").arg(diceText(r.levelDice)).arg(r.levelValue);
    text += tr("; check value %1: CAT %2").arg(r.checkValue).arg(r.cat);
    if (r.criticalSuccess)
        text += tr(" — critical success (fortune +1, L208)");
    if (r.criticalFailure)
        text += tr(" — critical failure (fortune −1, L208)");
    return text;
}

void SoulCheckPanel::roll()
{
    const std::optional<soulhunter::CheckSpec> s = spec();
    if (!s || !m_editor)
        return;
    const quint64 seed = m_seed->value() > 0 ? quint64(m_seed->value()) : QRandomGenerator::global()->generate64();
    soulhunter::SeededDice dice(seed);
    const soulhunter::CheckRoll r = soulhunter::rollCheck(*s, m_editor->rules(), dice);
    m_lastSpec = s;
    m_last = r;
    m_lastSeed = seed;
    m_lastId = m_character->currentData().toLongLong();
    const soulhunter::Rules packRules = m_editor->rules();
    const bool made = record(r, seed, tr("Check against %1").arg(s->challenge), [&](soulhunter::Character &c) {
        if (r.criticalSuccess || r.criticalFailure)
            soulhunter::fortuneFromCritical(c, r); // L208: an action check's critical
        m_tags->activateOn(c, packRules); // rule 33: a 重创 tag's damage and XP
        return QList<rules::Violation>{};
    });
    if (made)
        m_tags->clearTicks(); // a tag is activated for one check
}

void SoulCheckPanel::rerollOnce()
{
    if (!m_last || !m_lastSpec || !m_editor || m_last->rerolled)
        return;
    // Rule 21 (L118-L123): with 倾势 the two pool dice least useful to the roll are rolled again.
    std::vector<int> picked;
    if (m_lastSpec->tilt != 0) {
        std::vector<int> order(m_last->d10.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        const bool high = m_lastSpec->tilt > 0;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return high ? m_last->d10[std::size_t(a)] < m_last->d10[std::size_t(b)] : m_last->d10[std::size_t(a)] > m_last->d10[std::size_t(b)];
        });
        picked = {order[0], order[1]};
    }
    soulhunter::SeededDice dice(m_lastSeed + 1);
    const std::optional<soulhunter::CheckRoll> again = soulhunter::reroll(*m_lastSpec, *m_last, picked, m_editor->rules(), dice);
    if (!again) {
        m_editor->refuse(tr("A check is rerolled once (L118)."), m_reroll);
        return;
    }
    m_last = again;
    record(*again, m_lastSeed + 1, tr("Reroll against %1").arg(m_lastSpec->challenge),
           [](soulhunter::Character &) { return QList<rules::Violation>{}; });
}

void SoulCheckPanel::spendFortune()
{
    if (!m_last || !m_lastSpec || !m_editor)
        return;
    // Rule 36 (L209-L212): the character's own fortune, only while above 0, one point for 倾势 +1 on
    // this check; one use from the dock, so no collision of several uses (L212) arises here.
    soulhunter::SeededDice dice(m_lastSeed + 2);
    const soulhunter::FortuneOutcome out = soulhunter::applyFortune(*m_lastSpec, *m_last, {1}, m_editor->rules(), dice);
    const bool changed = record(out.roll, m_lastSeed + 2, tr("Fortune on the check against %1").arg(m_lastSpec->challenge),
                                [](soulhunter::Character &c) {
                                    if (const QString no = soulhunter::fortuneRefusal(c, soulhunter::FortuneUse::SpendOwn); !no.isEmpty())
                                        return SoulhunterEditor::refusedBy(no);
                                    soulhunter::payFortune(c, soulhunter::FortuneUse::SpendOwn);
                                    return QList<rules::Violation>{};
                                }, m_fortune);
    if (changed) {
        m_lastSpec = out.spec;
        m_last = out.roll;
    }
    m_fortune->setEnabled(false);
}

bool SoulCheckPanel::record(const soulhunter::CheckRoll &r, quint64 seed, const QString &label, const SoulhunterEditorOp &op,
                            QWidget *source)
{
    store::RollRecord log;
    log.kind = u"soulhunter.check"_s;
    log.label = label;
    log.pool = int(r.d10.size());
    for (int d : r.d10)
        log.dice << d;
    log.result = QString::number(r.cat);
    log.sheet = QString(soulhunter::kCharacterKind) + u':' + QString::number(m_lastId);
    const bool made = m_editor->edit(m_lastId, u"soulhunter.roll"_s, log.label, op, source ? source : m_roll, {log});
    if (made)
        m_result->setText(tr("%1 (seed %2)").arg(describe(r)).arg(seed));
    m_reroll->setEnabled(made && !r.rerolled);
    m_fortune->setEnabled(made);
    return made;
}

void SoulCheckPanel::retranslate()
{
    m_characterLabel->setText(tr("C&haracter"));
    m_attributeLabel->setText(tr("&Key attribute"));
    m_skillLabel->setText(tr("Sk&ill"));
    m_bonusLabel->setText(tr("&Bonus"));
    m_penaltyLabel->setText(tr("&Penalty"));
    m_challengeLabel->setText(tr("Challen&ge"));
    m_tiltLabel->setText(tr("&Tilt"));
    m_levelLabel->setText(tr("&Level"));
    m_tagsLabel->setText(tr("Activated tags"));
    m_helpersLabel->setText(tr("Cooperating"));
    m_seedLabel->setText(tr("&Seed (0: new)"));
    m_roll->setText(tr("&Roll"));
    m_reroll->setText(tr("R&eroll Once"));
    m_fortune->setText(tr("Spend &Fortune (tilt +1)"));
    const QSignalBlocker a(m_attribute), s(m_skill);
    const int attribute = std::max(0, m_attribute->currentIndex()), skill = std::max(0, m_skill->currentIndex());
    m_attribute->clear();
    m_attribute->addItem(tr("none"), QString());
    if (m_editor) {
        for (soulhunter::Attribute at : soulhunter::kAttributes)
            m_attribute->addItem(m_editor->attributeName(at), soulhunter::attributeId(at));
    }
    m_skill->clear();
    m_skill->addItem(tr("none"), QString());
    if (m_editor) {
        for (const char *raw : soulhunter::kSkillIds)
            m_skill->addItem(m_editor->skillName(QString::fromLatin1(raw)), QString::fromLatin1(raw));
    }
    m_attribute->setCurrentIndex(std::min(attribute, m_attribute->count() - 1));
    m_skill->setCurrentIndex(std::min(skill, m_skill->count() - 1));
    fillCharacters(); // the tags' texts, then the odds
}

void SoulCheckPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
