#include "systems/meshal/character.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

template <typename E, std::size_t N>
std::optional<E> fromId(const QString &id, const std::array<const char16_t *, N> &ids)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (id == QStringView(ids[i]))
            return E(i);
    }
    return std::nullopt;
}

constexpr std::array<const char16_t *, 3> kAttributeIds{u"might", u"energy", u"spirit"};
constexpr std::array<const char16_t *, 3> kProtectionIds{u"physical", u"erosion", u"occult"};
constexpr std::array<const char16_t *, 6> kSizeIds{u"tiny", u"small", u"medium", u"large", u"huge", u"gargantuan"};
constexpr std::array<const char16_t *, 5> kAbilityTypeIds{u"might", u"energy", u"spirit", u"common", u"innate"};
constexpr std::array<const char16_t *, 3> kScaleIds{u"trivial", u"light", u"heavy"};
constexpr std::array<const char16_t *, 3> kStanceIds{u"friendly", u"neutral", u"hostile"};
constexpr std::array<const char16_t *, 3> kPhaseIds{u"creation", u"rest", u"play"};

} // namespace

bool Item::natural() const
{
    return types.contains(u"armour.natural"_s) || types.contains(u"weapon.natural"_s);
}

const Ability *Character::ability(const QString &key) const
{
    for (const Ability &a : abilities) {
        if (a.key == key)
            return &a;
    }
    return nullptr;
}

const Feature *Character::feature(const QString &id) const
{
    if (!species.id.isEmpty() && species.id == id)
        return &species;
    for (const Feature &f : features) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

QString attributeId(Attribute a) { return QString::fromUtf16(kAttributeIds[std::size_t(a)]); }
QString protectionId(Protection p) { return QString::fromUtf16(kProtectionIds[std::size_t(p)]); }
QString sizeId(Size s) { return QString::fromUtf16(kSizeIds[std::size_t(s)]); }
QString abilityTypeId(AbilityType t) { return QString::fromUtf16(kAbilityTypeIds[std::size_t(t)]); }
QString scaleId(Scale s) { return QString::fromUtf16(kScaleIds[std::size_t(s)]); }
QString stanceId(Stance s) { return QString::fromUtf16(kStanceIds[std::size_t(s)]); }
QString phaseId(Phase p) { return QString::fromUtf16(kPhaseIds[std::size_t(p)]); }
std::optional<Attribute> attributeFromId(const QString &id) { return fromId<Attribute>(id, kAttributeIds); }
std::optional<Protection> protectionFromId(const QString &id) { return fromId<Protection>(id, kProtectionIds); }
std::optional<Size> sizeFromId(const QString &id) { return fromId<Size>(id, kSizeIds); }
std::optional<AbilityType> abilityTypeFromId(const QString &id) { return fromId<AbilityType>(id, kAbilityTypeIds); }
std::optional<Scale> scaleFromId(const QString &id) { return fromId<Scale>(id, kScaleIds); }
std::optional<Stance> stanceFromId(const QString &id) { return fromId<Stance>(id, kStanceIds); }
std::optional<Phase> phaseFromId(const QString &id) { return fromId<Phase>(id, kPhaseIds); }

std::optional<Attribute> occupiedAttribute(AbilityType t)
{
    switch (t) {
    case AbilityType::Might:
        return Attribute::Might;
    case AbilityType::Energy:
        return Attribute::Energy;
    case AbilityType::Spirit:
        return Attribute::Spirit;
    case AbilityType::Common:
    case AbilityType::Innate:
        break;
    }
    return std::nullopt;
}

} // namespace sw::meshal
