#include "systems/soulhunter/soultrackspanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/sheetrules.h"
#include "widgets/clockface.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

QSpinBox *spin(QWidget *parent, const QString &name)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(-999, 999);
    box->setKeyboardTracking(false);
    return box;
}

QLabel *label(QWidget *parent, const QString &name = {})
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    return l;
}

void showValue(QSpinBox *box, int value)
{
    const QSignalBlocker quiet(box);
    box->setValue(value);
}

} // namespace

SoulTracksPanel::SoulTracksPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulTracksPanel"_s);
    auto *grid = new QGridLayout(this);
    int row = 0;
    m_damageLabel = label(this);
    m_damage = label(this, u"soulDamage"_s);
    grid->addWidget(m_damageLabel, row, 0);
    grid->addWidget(m_damage, row++, 1, 1, 3);
    m_amountLabel = label(this);
    m_amount = spin(this, u"soulDamageAmount"_s);
    m_amount->setRange(0, 999);
    m_amountLabel->setBuddy(m_amount);
    m_nonLethal = new QCheckBox(this);
    m_nonLethal->setObjectName(u"soulNonLethal"_s);
    m_howLabel = label(this);
    m_how = new QLineEdit(this);
    m_how->setObjectName(u"soulDamageHow"_s);
    m_howLabel->setBuddy(m_how);
    m_take = new QPushButton(this);
    m_take->setObjectName(u"soulTakeDamage"_s);
    m_heal = new QPushButton(this);
    m_heal->setObjectName(u"soulHeal"_s);
    grid->addWidget(m_amountLabel, row, 0);
    grid->addWidget(m_amount, row, 1);
    grid->addWidget(m_nonLethal, row++, 2, 1, 2);
    grid->addWidget(m_howLabel, row, 0);
    grid->addWidget(m_how, row, 1);
    grid->addWidget(m_take, row, 2);
    grid->addWidget(m_heal, row++, 3);
    connect(m_take, &QPushButton::clicked, this, &SoulTracksPanel::takeDamage);
    connect(m_heal, &QPushButton::clicked, this, &SoulTracksPanel::heal);

    const auto track = [&](QLabel *&name, QSpinBox *&box, QLabel **max, const QString &field) {
        name = label(this);
        box = spin(this, u"soul_"_s + field);
        name->setBuddy(box);
        grid->addWidget(name, row, 0);
        grid->addWidget(box, row, 1);
        if (max) {
            *max = label(this, u"soulMax_"_s + field);
            grid->addWidget(*max, row, 2, 1, 2);
        }
        ++row;
        QLabel *shown = name;
        connect(box, &QSpinBox::valueChanged, this, [this, field, box, shown](int v) { writeNumber(field, v, box, QString(shown->text()).remove(u'&')); });
    };
    track(m_mpLabel, m_mp, &m_mpMax, u"mp"_s);
    track(m_fpLabel, m_fp, &m_fpMax, u"fp"_s);
    track(m_kpLabel, m_kp, &m_kpMax, u"kp"_s);
    track(m_spLabel, m_spInitial, &m_spMax, u"sp_initial"_s);
    track(m_spExtraLabel, m_spExtra, nullptr, u"sp_extra"_s);
    track(m_anxietyLabel, m_anxiety, nullptr, u"anxiety"_s);
    track(m_fortuneLabel, m_fortune, &m_fortuneInitial, u"fortune"_s);
    m_xpLabel = label(this);
    m_xp = label(this, u"soulXp"_s);
    grid->addWidget(m_xpLabel, row, 0);
    grid->addWidget(m_xp, row++, 1, 1, 3);

    // The two charms of the 追加规则 (L152-L158, L166-L169), three slashes each.
    m_jieti = new ClockFace(this);
    m_jieti->setObjectName(u"soulJieti"_s);
    m_jieti->setSegments(3);
    m_shige = new ClockFace(this);
    m_shige->setObjectName(u"soulShige"_s);
    m_shige->setSegments(3);
    m_jietiLabel = label(this);
    m_shigeLabel = label(this);
    m_grievous = label(this, u"soulGrievous"_s);
    m_grievous->setWordWrap(true);
    auto *charms = new QGridLayout;
    charms->addWidget(m_jietiLabel, 0, 0, Qt::AlignHCenter);
    charms->addWidget(m_shigeLabel, 0, 1, Qt::AlignHCenter);
    charms->addWidget(m_jieti, 1, 0, Qt::AlignHCenter);
    charms->addWidget(m_shige, 1, 1, Qt::AlignHCenter);
    charms->addWidget(m_grievous, 2, 0, 1, 2);
    grid->addLayout(charms, row++, 0, 1, 4);
    connect(m_jieti, &ClockFace::valueRequested, this, &SoulTracksPanel::requestJieti);
    connect(m_shige, &ClockFace::valueRequested, this, &SoulTracksPanel::requestShige);

    m_state = label(this, u"soulPlayState"_s);
    m_scene = new QPushButton(this);
    m_scene->setObjectName(u"soulNextScene"_s);
    m_interlude = new QPushButton(this);
    m_interlude->setObjectName(u"soulEnterInterlude"_s);
    m_endInterlude = new QPushButton(this);
    m_endInterlude->setObjectName(u"soulEndInterlude"_s);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_state, 1);
    buttons->addWidget(m_scene);
    buttons->addWidget(m_interlude);
    buttons->addWidget(m_endInterlude);
    grid->addLayout(buttons, row++, 0, 1, 4);
    connect(m_scene, &QPushButton::clicked, this, [this] {
        procedure(u"soulhunter.scene"_s, SW_TR_LABEL("%1: the next scene").arg(who()), &soulhunter::changeScene, m_scene, true, true);
    });
    connect(m_interlude, &QPushButton::clicked, this, [this] {
        procedure(u"soulhunter.interlude"_s, SW_TR_LABEL("%1 enters an interlude").arg(who()), &soulhunter::enterInterlude, m_interlude, true, false);
    });
    connect(m_endInterlude, &QPushButton::clicked, this, [this] {
        procedure(u"soulhunter.interlude_end"_s, SW_TR_LABEL("%1's interlude ends").arg(who()), &soulhunter::endInterlude, m_endInterlude, false, true);
    });
    grid->setColumnStretch(3, 1);
}

void SoulTracksPanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    const int hp = soulhunter::maxHp(c, r);
    m_damage->setText(tr("%1 (max HP %2)").arg(c.damage).arg(hp));
    const auto maxText = [this](const soulhunter::Derived &d, const QString &rule) -> QString {
        return d.ok() ? tr("max %1 (%2)").arg(*d.value).arg(rule) : m_editor->waitsFor(d.missing);
    };
    showValue(m_mp, c.mp);
    m_mpMax->setText(maxText(soulhunter::maxMp(c, r), u"D3"_s));
    showValue(m_fp, c.fp);
    m_fpMax->setText(maxText(soulhunter::Derived::of(soulhunter::maxFp(c)), u"D10"_s));
    showValue(m_kp, c.kp);
    m_kpMax->setText(maxText(soulhunter::maxKp(c, r), u"D23"_s));
    showValue(m_spInitial, c.spInitial);
    m_spMax->setText(maxText(soulhunter::initialSp(c, r), u"D23"_s));
    showValue(m_spExtra, c.spExtra);
    showValue(m_anxiety, c.anxiety);
    showValue(m_fortune, c.fortune);
    m_fortuneInitial->setText(tr("initial %1 (D23)").arg(soulhunter::initialFortune(c, r)));
    m_xp->setText(QString::number(soulhunter::xp(c)));
    m_jieti->setValue(c.jietiSlashes);
    m_shige->setValue(c.shigeSlashes);
    QStringList tags;
    for (const soulhunter::GrievousTag &t : c.grievous)
        tags << t.text;
    m_grievous->setText(tags.isEmpty() ? QString() : tr("Grievous tags: %1").arg(tags.join(tr(", "))));
    QStringList state;
    if (soulhunter::cannotAct(c, r))
        state << tr("cannot act (Disintegration 3/3)");
    if (soulhunter::retired(c, r))
        state << tr("retired from the story (Disqualification 3/3)");
    if (c.interlude)
        state << tr("in an interlude");
    m_state->setText(state.join(tr(", ")));
    m_interlude->setEnabled(!c.interlude);
    m_endInterlude->setEnabled(c.interlude);
}

void SoulTracksPanel::retranslate()
{
    setTitle(tr("HP, points, charms"));
    m_damageLabel->setText(tr("Damage"));
    m_amountLabel->setText(tr("Hit"));
    m_nonLethal->setText(tr("Non-lethal"));
    m_howLabel->setText(tr("How (grievous tag)"));
    m_take->setText(tr("&Take Damage"));
    m_heal->setText(tr("Hea&l"));
    m_mpLabel->setText(tr("&MP"));
    m_fpLabel->setText(tr("&FP"));
    m_kpLabel->setText(tr("&KP"));
    m_spLabel->setText(tr("Initial SP held"));
    m_spExtraLabel->setText(tr("Extra SP"));
    m_anxietyLabel->setText(tr("Anxiet&y"));
    m_fortuneLabel->setText(tr("F&ortune"));
    m_xpLabel->setText(tr("XP"));
    m_jietiLabel->setText(tr("Disintegration"));
    m_shigeLabel->setText(tr("Disqualification"));
    m_jieti->setToolTip(tr("Disintegration charm: a slash for each break (L152-L156); removed at an interlude or with XP."));
    m_shige->setToolTip(tr("Disqualification charm: a slash each time anxiety reaches 50 (L166-L169)."));
    m_scene->setText(tr("Next Scene"));
    m_interlude->setText(tr("&Interlude"));
    m_endInterlude->setText(tr("&End Interlude"));
}

void SoulTracksPanel::takeDamage()
{
    const int amount = m_amount->value();
    const bool nonLethal = m_nonLethal->isChecked();
    const QString how = m_how->text().trimmed().isEmpty() ? tr("Grievous wound") : m_how->text().trimmed();
    const soulhunter::Rules r = m_editor->rules();
    edit(u"soulhunter.damage"_s, SW_TR_LABEL("%1 takes %2 damage").arg(who()).arg(amount), [&](soulhunter::Character &c) {
        return SoulhunterEditor::refusedBy(soulhunter::takeDamage(c, amount, nonLethal, how, r).refused);
    }, m_take);
}

void SoulTracksPanel::heal()
{
    const int amount = m_amount->value();
    edit(u"soulhunter.heal"_s, SW_TR_LABEL("%1 heals %2 damage").arg(who()).arg(amount), [amount](soulhunter::Character &c) {
        soulhunter::removeDamage(c, amount);
        return QList<rules::Violation>{};
    }, m_heal);
}

void SoulTracksPanel::writeNumber(const QString &field, int value, QSpinBox *source, const QString &what)
{
    const soulhunter::Rules r = m_editor->rules();
    edit(u"soulhunter.track"_s, SW_TR_LABEL("%1: %2 to %3").arg(who(), what).arg(value),
         [&](soulhunter::Character &c) {
             if (field == u"mp"_s)
                 c.mp = value;
             else if (field == u"fp"_s)
                 c.fp = value;
             else if (field == u"kp"_s)
                 c.kp = value;
             else if (field == u"sp_initial"_s)
                 c.spInitial = value;
             else if (field == u"sp_extra"_s)
                 c.spExtra = value;
             else if (field == u"fortune"_s)
                 c.fortune = value;
             else if (field == u"anxiety"_s && value > c.anxiety) // rule 29: at 50 a 失格 slash
                 return SoulhunterEditor::refusedBy(soulhunter::addAnxiety(c, value - c.anxiety, r).refused);
             else if (field == u"anxiety"_s)
                 c.anxiety = value;
             return QList<rules::Violation>{};
         }, source);
}

void SoulTracksPanel::requestJieti(int value)
{
    // A slash is a break (rules 31, 33): each one a grievous tag; slashes go at an interlude or
    // with XP (L150, L157), never by a click.
    const std::optional<soulhunter::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    if (value < c->jietiSlashes) {
        m_editor->refuse(tr("Disintegration slashes are removed at an interlude or with XP (L150, L157)."), m_jieti);
        return;
    }
    const QString how = m_how->text().trimmed().isEmpty() ? tr("Grievous wound") : m_how->text().trimmed();
    edit(u"soulhunter.charm"_s, SW_TR_LABEL("%1: Disintegration %2/3").arg(who()).arg(value), [value, how](soulhunter::Character &ch) {
        while (ch.jietiSlashes < value) {
            ++ch.jietiSlashes;
            ch.grievous.append({how, false, false});
        }
        return QList<rules::Violation>{};
    }, m_jieti);
}

void SoulTracksPanel::requestShige(int value)
{
    const std::optional<soulhunter::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    if (value < c->shigeSlashes) {
        m_editor->refuse(tr("Disqualification slashes are removed only with XP during an interlude (L169)."), m_shige);
        return;
    }
    edit(u"soulhunter.charm"_s, SW_TR_LABEL("%1: Disqualification %2/3").arg(who()).arg(value), [value](soulhunter::Character &ch) {
        ch.shigeSlashes = value;
        return QList<rules::Violation>{};
    }, m_shige);
}

void SoulTracksPanel::procedure(const QString &command, const QString &label,
                                soulhunter::PlayResult (*run)(soulhunter::Character &, const soulhunter::Rules &), QWidget *source,
                                bool needsMp, bool needsSp)
{
    const soulhunter::Rules r = m_editor->rules();
    edit(command, label, [&](soulhunter::Character &c) {
        const soulhunter::Character before = c;
        const QString code = run(c, r).refused;
        if (code != soulhunter::kMissingSetting)
            return SoulhunterEditor::refusedBy(code);
        // The resets need max MP and initial SP (D4, D11, D12): name what they wait for.
        QList<rules::Violation> why;
        const QStringList missing = (needsMp ? soulhunter::maxMp(before, r).missing : QStringList())
                                    + (needsSp ? soulhunter::initialSp(before, r).missing : QStringList());
        for (const QString &s : missing)
            why.append({QString(soulhunter::kMissingSetting), u"settings/"_s + s, {{u"setting"_s, s}}, false});
        return why.isEmpty() ? SoulhunterEditor::refusedBy(code) : why;
    }, source);
}

} // namespace sw::ui
