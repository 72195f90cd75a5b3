#include "systems/soulhunter/soulimprovisedialog.h"

#include "common/undolabel.h"
#include "systems/soulhunter/manifest.h"
#include "systems/soulhunter/soulhuntereditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

constexpr const char *kContext = "sw::ui::SoulImproviseDialog";

// The 【叙事】 table (L249-L258) in words a reader of each language follows: the zh-CN translation is
// the seed's own (manifest.cpp keeps them), zh-TW converted, English the spec's gloss (§16.2).
constexpr std::array<std::array<const char *, 6>, soulhunter::kScaleRows> kCells{{
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "one person"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "human-sized"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "personal"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "touch"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "average human"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "small")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a few people"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "heavy furniture"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a few people's space"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "the same room"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "fast human"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "conspicuous")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a small team"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "large animal"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a whole room"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "across the street"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "fast animal"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "large")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a large team"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "vehicle"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "several rooms"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "along the block"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "car"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "huge")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a crowd"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "large vehicle"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a whole building"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "several blocks away"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "train"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "gigantic")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a large crowd"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "building"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "one block"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "across town"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "maglev"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "devastating")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "thousands"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "large building"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a whole neighbourhood"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "within sight"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "airliner"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "overwhelming")},
    {QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "tens of thousands"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "skyscraper"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "a whole town"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "beyond the horizon"),
     QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "jet fighter"), QT_TRANSLATE_NOOP("sw::ui::SoulImproviseDialog", "calamity")},
}};

QString cell(int row, int aspect)
{
    return QCoreApplication::translate(kContext, kCells[std::size_t(row)][std::size_t(aspect)]);
}

} // namespace

SoulImproviseDialog::SoulImproviseDialog(SoulhunterEditor *editor, qint64 id, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"soulImproviseDialog"_s);
    const auto spin = [this](const QString &name, int max) {
        auto *box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(0, max);
        connect(box, &QSpinBox::valueChanged, this, &SoulImproviseDialog::explain);
        return box;
    };
    const auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_paid = spin(u"soulImprovisePaid"_s, 99);
    m_hp = spin(u"soulImproviseHp"_s, 99);
    m_mp = spin(u"soulImproviseMp"_s, 99);
    m_pow = spin(u"soulImprovisePow"_s, soulhunter::kScaleRows - 1);
    m_inCombat = new QCheckBox(this);
    m_inCombat->setObjectName(u"soulImproviseInCombat"_s);
    connect(m_inCombat, &QCheckBox::toggled, this, &SoulImproviseDialog::explain);
    m_paidLabel = label(m_paid);
    m_hpLabel = label(m_hp);
    m_mpLabel = label(m_mp);
    m_powLabel = label(m_pow);
    auto *form = new QFormLayout;
    form->addRow(m_paidLabel, m_paid);
    form->addRow(QString(), m_inCombat);
    form->addRow(m_hpLabel, m_hp);
    form->addRow(m_mpLabel, m_mp);
    form->addRow(m_powLabel, m_pow);
    m_scaleTitle = new QLabel(this);
    auto *scale = new QGridLayout;
    for (int a = 0; a < 6; ++a) {
        m_aspects[std::size_t(a)] = new QComboBox(this);
        m_aspects[std::size_t(a)]->setObjectName(u"soulImproviseAspect%1"_s.arg(a));
        m_aspectLabels[std::size_t(a)] = label(m_aspects[std::size_t(a)]);
        scale->addWidget(m_aspectLabels[std::size_t(a)], a / 2, (a % 2) * 2);
        scale->addWidget(m_aspects[std::size_t(a)], a / 2, (a % 2) * 2 + 1);
        connect(m_aspects[std::size_t(a)], &QComboBox::currentIndexChanged, this, &SoulImproviseDialog::explain);
    }
    m_explain = new QLabel(this);
    m_explain->setObjectName(u"soulImproviseExplain"_s);
    m_explain->setWordWrap(true);
    m_apply = new QPushButton(this);
    m_apply->setObjectName(u"soulImproviseApply"_s);
    m_apply->setAutoDefault(false);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    close->addButton(m_apply, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_scaleTitle);
    layout->addLayout(scale);
    layout->addWidget(m_explain);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (QPushButton *closing = close->button(QDialogButtonBox::Close)) { // Return confirms a value, it does not close
        closing->setAutoDefault(false);
        closing->setDefault(false);
    }
    connect(m_apply, &QPushButton::clicked, this, &SoulImproviseDialog::apply);
    retranslate();
}

QStringList SoulImproviseDialog::refusals() const
{
    QStringList out;
    // Rule 43 (L246): outside combat, HP and MP restored to oneself are each at most the MP paid.
    if (const QString no = soulhunter::improvisedHealingRefusal(m_hp->value(), m_mp->value(), m_paid->value(), m_inCombat->isChecked());
        !no.isEmpty())
        out << no;
    // Rule 44 (L248-L258): each column's row at most the 【叙事】 POW.
    QList<std::pair<soulhunter::ScaleAspect, int>> rows;
    for (int a = 0; a < 6; ++a) {
        if (const int row = m_aspects[std::size_t(a)]->currentData().toInt(); row >= 0)
            rows.append({soulhunter::ScaleAspect(a), row});
    }
    if (const QString no = soulhunter::scaleRefusal(m_pow->value(), rows); !no.isEmpty())
        out << no;
    return out;
}

void SoulImproviseDialog::explain()
{
    if (!m_editor)
        return;
    QStringList reach;
    for (int a = 0; a < 6; ++a)
    {
        static const QRegularExpression accessKey(u"\\(&.\\)|&"_s); // "人群(&P)", "&People"
        reach << tr("%1: %2").arg(m_aspectLabels[std::size_t(a)]->text().remove(accessKey), cell(m_pow->value(), a));
    }
    QString text = tr("Narrative POW %1 reaches at most (L249-L258): %2.").arg(m_pow->value()).arg(reach.join(tr("; ")));
    text += u'\n';
    text += m_inCombat->isChecked() ? tr("In combat the HP and MP restored are not capped by the MP paid (L246).")
                                    : tr("Outside combat the HP and the MP restored to oneself are each at most the MP paid: %1 (L246).").arg(m_paid->value());
    QList<rules::Violation> broken;
    for (const QString &code : refusals())
        broken.append({code, u"improvise"_s, {}});
    if (!broken.isEmpty())
        text += u'\n' + tr("Not allowed: %1").arg(m_editor->explain(broken));
    m_explain->setText(text);
}

void SoulImproviseDialog::apply()
{
    if (!m_editor)
        return;
    if (const QStringList no = refusals(); !no.isEmpty()) {
        QList<rules::Violation> broken;
        for (const QString &code : no)
            broken.append({code, u"improvise"_s, {}});
        m_editor->refuse(broken, m_apply);
        return;
    }
    const int paid = m_paid->value(), hp = m_hp->value(), mp = m_mp->value();
    const std::optional<soulhunter::Character> c = m_editor->character(m_id);
    const QString label = SW_TR_LABEL("%1 manifests improvised (MP %2 paid)").arg(c ? c->name : QString()).arg(paid);
    m_editor->edit(m_id, u"soulhunter.improvise"_s, label, [=](soulhunter::Character &ch) {
        ch.mp = ch.mp - paid + mp; // the sheet's rules refuse MP below 0 or above its maximum
        ch.damage = std::max(0, ch.damage - hp);
        return QList<rules::Violation>{};
    }, m_apply);
}

void SoulImproviseDialog::retranslate()
{
    setWindowTitle(tr("Improvised Manifestation"));
    m_paidLabel->setText(tr("&MP paid"));
    m_inCombat->setText(tr("In &combat"));
    m_hpLabel->setText(tr("&HP restored to oneself"));
    m_mpLabel->setText(tr("MP &restored to oneself"));
    m_powLabel->setText(tr("&Narrative POW"));
    m_scaleTitle->setText(tr("The scale it reaches (the Narrative table, L249-L258):"));
    const std::array<QString, 6> names{tr("&People"), tr("Object &size"), tr("&Area"), tr("&Distance"), tr("Spe&ed"), tr("&Bulk")};
    for (int a = 0; a < 6; ++a) {
        m_aspectLabels[std::size_t(a)]->setText(names[std::size_t(a)]);
        QComboBox *box = m_aspects[std::size_t(a)];
        const QSignalBlocker quiet(box);
        const int index = std::max(0, box->currentIndex());
        box->clear();
        box->addItem(tr("not used"), -1);
        for (int row = 0; row < soulhunter::kScaleRows; ++row)
            box->addItem(tr("POW %1: %2").arg(row == soulhunter::kScaleRows - 1 ? tr("%1+").arg(row) : QString::number(row), cell(row, a)), row);
        box->setCurrentIndex(index);
    }
    m_apply->setText(tr("Appl&y"));
    explain();
}

void SoulImproviseDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
