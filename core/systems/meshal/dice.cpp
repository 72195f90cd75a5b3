#include "systems/meshal/dice.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

const QString kDie = u"🎲"_s;
const QString kLower = u"孰低"_s;
const QString kHigher = u"孰高"_s;

std::optional<PoolTerm> parseTerm(QStringView t, QString *error)
{
    bool ok = false;
    const int n = t.toInt(&ok);
    if (ok && n >= 0)
        return PoolTerm{PoolTerm::Kind::Number, n, Attribute::Might, Attribute::Might};
    for (const auto &[word, kind] : {std::pair{kLower, PoolTerm::Kind::Lower}, std::pair{kHigher, PoolTerm::Kind::Higher}}) {
        if (!t.endsWith(word))
            continue;
        const QStringView pair = t.chopped(word.size());
        const qsizetype slash = pair.indexOf(u'/');
        const auto a = slash > 0 ? attributeFromName(pair.left(slash)) : std::nullopt;
        const auto b = slash > 0 ? attributeFromName(pair.mid(slash + 1)) : std::nullopt;
        if (!a || !b) {
            if (error)
                *error = u"\"%1\" is not two attributes to compare"_s.arg(t);
            return std::nullopt;
        }
        return PoolTerm{kind, 0, *a, *b};
    }
    if (const auto a = attributeFromName(t))
        return PoolTerm{PoolTerm::Kind::Attribute, 0, *a, *a};
    if (error)
        *error = u"\"%1\" is not a number or an attribute"_s.arg(t);
    return std::nullopt;
}

} // namespace

int pointValue(int face)
{
    return face == 1 ? 1 : face == 2 ? 2 : 0;
}

int pointTotal(const std::vector<int> &faces)
{
    return std::accumulate(faces.begin(), faces.end(), 0, [](int sum, int f) { return sum + pointValue(f); });
}

int faceTotal(const std::vector<int> &faces)
{
    return std::accumulate(faces.begin(), faces.end(), 0);
}

int rollResult(const std::vector<int> &faces, RollMode mode)
{
    return mode == RollMode::Point ? pointTotal(faces) : faceTotal(faces);
}

std::optional<Attribute> attributeFromName(QStringView name)
{
    const QString n = name.trimmed().toString();
    if (n == u"强壮"_s || n == u"強壯"_s || n == u"might"_s)
        return Attribute::Might;
    if (n == u"活力"_s || n == u"energy"_s)
        return Attribute::Energy;
    if (n == u"精神"_s || n == u"spirit"_s)
        return Attribute::Spirit;
    return std::nullopt;
}

std::optional<Pool> parsePool(QStringView text, QString *error)
{
    QString t = text.trimmed().toString();
    t.remove(u' ');
    Pool pool;
    if (t.endsWith(kDie + u'+')) {
        pool.mode = RollMode::Face;
        t.chop(kDie.size() + 1);
    } else if (t.endsWith(kDie)) {
        t.chop(kDie.size());
    } else {
        if (error)
            *error = u"a roll ends with 🎲 (points) or 🎲+ (face total)"_s;
        return std::nullopt;
    }
    if (t.isEmpty()) {
        if (error)
            *error = u"no dice before 🎲"_s;
        return std::nullopt;
    }
    for (const QString &part : t.split(u'+')) {
        const auto term = parseTerm(part, error);
        if (!term)
            return std::nullopt;
        pool.terms.append(*term);
    }
    return pool;
}

int poolDice(const Pool &pool, const std::array<int, 3> &dice)
{
    int n = 0;
    for (const PoolTerm &t : pool.terms) {
        const int a = dice[std::size_t(t.first)];
        const int b = dice[std::size_t(t.second)];
        switch (t.kind) {
        case PoolTerm::Kind::Number:
            n += t.number;
            break;
        case PoolTerm::Kind::Attribute:
            n += a;
            break;
        case PoolTerm::Kind::Lower:
            n += std::min(a, b);
            break;
        case PoolTerm::Kind::Higher:
            n += std::max(a, b);
            break;
        }
    }
    return n;
}

int diceToRoll(int base, int advantages, int disadvantages, int holdBackTo)
{
    int dice = std::max(1, base + advantages - disadvantages);
    if (holdBackTo > 0)
        dice = std::min(dice, holdBackTo);
    return std::max(1, dice);
}

bool succeeds(int result, int difficulty)
{
    return result > difficulty;
}

Roll rollDice(int dice, RollMode mode, rules::RandomSource &random)
{
    Roll r;
    r.mode = mode;
    for (int i = 0; i < dice; ++i)
        r.faces.push_back(random.d6());
    r.result = rollResult(r.faces, mode);
    return r;
}

std::optional<int> progressiveAttempt(int dice, RollMode mode, int difficulty, int maxRolls, rules::RandomSource &random)
{
    int sum = 0;
    for (int i = 1; i <= maxRolls; ++i) {
        sum += rollDice(dice, mode, random).result;
        if (succeeds(sum, difficulty))
            return i;
    }
    return std::nullopt;
}

} // namespace sw::meshal
