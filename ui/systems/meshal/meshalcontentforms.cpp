// The content editor's forms: what every entry has (its id and three names), and the species form
// (spec §2.1: genders, sizes, forms, attribute and protection changes, movement, body parts). The
// ability and item forms are in meshalabilityform.cpp and meshalitemform.cpp.
#include "systems/meshal/meshalcontentforms.h"

#include "problemtext.h"

#include "systems/meshal/contentedit.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr std::array kSizes{meshal::Size::Tiny, meshal::Size::Small, meshal::Size::Medium,
                            meshal::Size::Large, meshal::Size::Huge, meshal::Size::Gargantuan};

} // namespace

QStringList MeshalEntryForm::inWords(const QStringList &errors, const QList<rules::SchemaError> &schema)
{
    if (schema.isEmpty())
        return errors;
    QStringList out;
    for (const rules::SchemaError &e : schema)
        out << e.pointer + u": "_s + l10n::ProblemText::schemaError(e);
    return out;
}

QStringList MeshalEntryForm::words(const QString &text)
{
    static const QRegularExpression separators(u"[,，、;；\\s]+"_s);
    return text.split(separators, Qt::SkipEmptyParts);
}

MeshalEntryForm::MeshalEntryForm(MeshalEditor *editor, const QString &prefix, QWidget *parent)
    : QWidget(parent), m_editor(editor), m_form(new QFormLayout(this))
{
    m_id = new QLineEdit(this);
    m_id->setObjectName(prefix + u"Id"_s);
    m_id->setToolTip(tr("Lower-case letters, digits and _; an entry with the same id is replaced"));
    m_zhCN = new QLineEdit(this);
    m_zhCN->setObjectName(prefix + u"NameZhCN"_s);
    m_zhTW = new QLineEdit(this);
    m_zhTW->setObjectName(prefix + u"NameZhTW"_s);
    m_en = new QLineEdit(this);
    m_en->setObjectName(prefix + u"NameEn"_s);
    m_form->addRow(tr("&ID"), m_id);
    m_form->addRow(tr("Name (simplified Chinese, re&quired)"), m_zhCN);
    m_form->addRow(tr("Name (traditional C&hinese)"), m_zhTW);
    m_form->addRow(tr("Name (&English)"), m_en);
}

QString MeshalEntryForm::entryId() const
{
    return m_id->text().trimmed();
}

meshal::Text MeshalEntryForm::names() const
{
    return {m_en->text().trimmed(), m_zhTW->text().trimmed(), m_zhCN->text().trimmed()};
}

QString MeshalEntryForm::namesProblem() const
{
    static const QRegularExpression idPattern(u"^[a-z0-9_]+$"_s);
    if (!idPattern.match(entryId()).hasMatch())
        return tr("Give the entry an id of lower-case letters, digits and _ (e.g. lizardfolk).");
    if (names().zhCN.isEmpty())
        return tr("Give the entry its simplified Chinese name, the rulebook's language.");
    return {};
}

void MeshalEntryForm::clear()
{
    for (QLineEdit *e : {m_id, m_zhCN, m_zhTW, m_en})
        e->clear();
}

void MeshalEntryForm::loadNames(const QString &id)
{
    const meshal::Text name = m_editor->content().names.value(id);
    m_id->setText(id);
    m_zhCN->setText(name.zhCN);
    m_zhTW->setText(name.zhTW);
    m_en->setText(name.en);
}

QSpinBox *MeshalEntryForm::spin(const QString &name, int min, int max)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(min, max);
    return box;
}

MeshalSpeciesForm::MeshalSpeciesForm(MeshalEditor *editor, QWidget *parent) : MeshalEntryForm(editor, u"meshalSpecies"_s, parent)
{
    m_genders = new QLineEdit(this);
    m_genders->setObjectName(u"meshalSpeciesGenders"_s);
    m_genders->setPlaceholderText(tr("e.g. 男性、女性 (empty: any)"));
    m_form->addRow(tr("&Genders"), m_genders);
    auto *sizes = new QHBoxLayout;
    for (std::size_t i = 0; i < kSizes.size(); ++i) {
        m_sizes[i] = new QCheckBox(m_editor->pack().size(kSizes[i])->name.in(m_editor->language()), this);
        m_sizes[i]->setObjectName(u"meshalSpeciesSize_"_s + meshal::sizeId(kSizes[i]));
        sizes->addWidget(m_sizes[i]);
    }
    m_form->addRow(tr("Sizes"), sizes);
    m_forms = new QLineEdit(this);
    m_forms->setObjectName(u"meshalSpeciesForms"_s);
    m_forms->setPlaceholderText(tr("e.g. 人形"));
    m_form->addRow(tr("&Forms"), m_forms);
    auto *attributes = new QHBoxLayout;
    for (meshal::Attribute a : meshal::kAttributes) {
        m_attributes[std::size_t(a)] = spin(u"meshalSpeciesAttribute_"_s + meshal::attributeId(a), -9, 9);
        m_attributes[std::size_t(a)]->setPrefix(m_editor->attributeName(a) + u' ');
        attributes->addWidget(m_attributes[std::size_t(a)]);
    }
    m_form->addRow(tr("Attribute changes"), attributes);
    auto *protections = new QHBoxLayout;
    for (meshal::Protection p : meshal::kProtections) {
        m_protections[std::size_t(p)] = spin(u"meshalSpeciesProtection_"_s + meshal::protectionId(p), -9, 9);
        m_protections[std::size_t(p)]->setPrefix(m_editor->word(u"protection."_s + meshal::protectionId(p)) + u' ');
        protections->addWidget(m_protections[std::size_t(p)]);
    }
    m_form->addRow(tr("Protection changes"), protections);
    m_swim = spin(u"meshalSpeciesSwim"_s, 0, 99);
    m_fly = spin(u"meshalSpeciesFly"_s, 0, 99);
    m_form->addRow(m_editor->word(u"speed.swim"_s), m_swim);
    m_form->addRow(m_editor->word(u"speed.fly"_s), m_fly);
    m_moves = new QLineEdit(this);
    m_moves->setObjectName(u"meshalSpeciesMoves"_s);
    m_moves->setPlaceholderText(tr("e.g. climb 3, burrow 1"));
    m_moves->setToolTip(tr("Other ways of moving and their speeds: walk, climb, burrow, hover, teleport (L674–L784)"));
    m_form->addRow(tr("&Climb and other movement"), m_moves);
    m_senses = new QLineEdit(this);
    m_senses->setObjectName(u"meshalSpeciesSenses"_s);
    m_senses->setPlaceholderText(tr("e.g. sight 10, smell 3"));
    m_senses->setToolTip(tr("Senses and their ranges in steps: sight, hearing, vibration, smell, hypersense (L786–L856)"));
    m_form->addRow(tr("&Senses"), m_senses);
    m_bodyParts = new QLineEdit(this);
    m_bodyParts->setObjectName(u"meshalSpeciesBodyParts"_s);
    m_bodyParts->setPlaceholderText(tr("e.g. head 1, torso 1, arm 2, leg 2"));
    m_bodyParts->setToolTip(tr("Parts: head, torso, arm, leg, tail, wing, fin, each with its count (module body parts, L296–L309)"));
    m_form->addRow(tr("B&ody parts"), m_bodyParts);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"meshalSpeciesText"_s);
    m_text->setMaximumHeight(60);
    m_form->addRow(tr("&Description"), m_text);
    clear();
}

void MeshalSpeciesForm::clear()
{
    MeshalEntryForm::clear();
    m_genders->clear();
    m_forms->clear();
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        m_sizes[i]->setChecked(kSizes[i] == meshal::Size::Medium);
    for (QSpinBox *s : m_attributes)
        s->setValue(0);
    for (QSpinBox *s : m_protections)
        s->setValue(0);
    m_swim->setValue(0);
    m_fly->setValue(0);
    m_moves->clear();
    m_senses->clear();
    m_bodyParts->clear();
    m_text->clear();
}

void MeshalSpeciesForm::load(const QString &id)
{
    const meshal::Feature *s = m_editor->content().findSpecies(id);
    if (!s)
        return;
    loadNames(id);
    m_genders->setText(s->genders.join(u'、'));
    m_forms->setText(s->forms.join(u'、'));
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        m_sizes[i]->setChecked(s->sizes.contains(kSizes[i]));
    for (std::size_t i = 0; i < 3; ++i) {
        m_attributes[i]->setValue(s->modifiers.attributes[i]);
        m_protections[i]->setValue(s->modifiers.protections[i]);
    }
    m_swim->setValue(s->modifiers.speeds.value(u"swim"_s));
    m_fly->setValue(s->modifiers.speeds.value(u"fly"_s));
    QMap<QString, int> moves = s->modifiers.speeds;
    moves.remove(u"swim"_s);
    moves.remove(u"fly"_s);
    m_moves->setText(meshal::rangesText(moves));
    m_senses->setText(meshal::rangesText(s->modifiers.senses));
    m_bodyParts->setText(meshal::bodyPartsText(s->bodyParts));
    m_text->setPlainText(s->text);
}

QStringList MeshalSpeciesForm::putInto(meshal::MeshalContent &content) const
{
    const meshal::Feature *old = m_editor->content().findSpecies(entryId());
    meshal::Feature s = old ? *old : meshal::Feature{};
    s.id = entryId();
    s.genders = words(m_genders->text());
    s.forms = words(m_forms->text());
    s.sizes.clear();
    for (std::size_t i = 0; i < kSizes.size(); ++i) {
        if (m_sizes[i]->isChecked())
            s.sizes << kSizes[i];
    }
    for (std::size_t i = 0; i < 3; ++i) {
        s.modifiers.attributes[i] = m_attributes[i]->value();
        s.modifiers.protections[i] = m_protections[i]->value();
    }
    for (const auto &[mode, box] : {std::pair{u"swim"_s, m_swim}, std::pair{u"fly"_s, m_fly}}) {
        if (box->value() > 0)
            s.modifiers.speeds.insert(mode, box->value());
        else
            s.modifiers.speeds.remove(mode);
    }
    QString bad;
    const std::optional<QMap<QString, int>> moves = meshal::movesFromText(m_moves->text(), &bad);
    if (!moves)
        return {tr("\"%1\" is not a way of moving with its speed: write walk, climb, burrow, hover or teleport with a number of steps.").arg(bad)};
    for (const QString &mode : meshal::kMoves)
        s.modifiers.speeds.remove(mode);
    for (auto it = moves->cbegin(); it != moves->cend(); ++it)
        s.modifiers.speeds.insert(it.key(), it.value());
    const std::optional<QMap<QString, int>> senses = meshal::sensesFromText(m_senses->text(), &bad);
    if (!senses)
        return {tr("\"%1\" is not a sense with its range: write sight, hearing, vibration, smell or hypersense with a number of steps.").arg(bad)};
    s.modifiers.senses = *senses;
    const std::optional<QList<meshal::BodyPart>> parts = meshal::bodyPartsFromText(m_bodyParts->text(), &bad);
    if (!parts)
        return {tr("\"%1\" is not a body part: write head, torso, arm, leg, tail, wing or fin with a count.").arg(bad)};
    s.bodyParts = *parts;
    s.text = m_text->toPlainText().trimmed();
    QList<rules::SchemaError> schema;
    const QStringList errors = meshal::putSpecies(content, s, names(), &schema);
    return inWords(errors, schema);
}

} // namespace sw::ui
