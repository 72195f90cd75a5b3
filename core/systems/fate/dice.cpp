#include "systems/fate/dice.h"

#include <stdexcept>

namespace sw::fate {

bool validFaces(const Faces &faces)
{
    for (int f : faces) {
        if (f < -1 || f > 1)
            return false;
    }
    return true;
}

int diceSum(const Faces &faces)
{
    return faces[0] + faces[1] + faces[2] + faces[3];
}

std::optional<Faces> parseFaces(QStringView text)
{
    if (text.size() != 4)
        return std::nullopt;
    Faces faces{};
    for (qsizetype i = 0; i < 4; ++i) {
        const QChar c = text.at(i);
        if (c == u'+')
            faces[std::size_t(i)] = 1;
        else if (c == u'-' || c == QChar(0x2212))
            faces[std::size_t(i)] = -1;
        else if (c == u'0')
            faces[std::size_t(i)] = 0;
        else
            return std::nullopt;
    }
    return faces;
}

QString facesText(const Faces &faces)
{
    QString out;
    for (int f : faces)
        out += f > 0 ? u'+' : f < 0 ? u'-' : u'0';
    return out;
}

int fateDieFromD6(int d6)
{
    if (d6 < 1 || d6 > 6)
        throw std::invalid_argument("fateDieFromD6: not a die of six faces");
    return d6 <= 2 ? -1 : d6 <= 4 ? 0 : 1;
}

Faces rollFaces(rules::RandomSource &random)
{
    Faces faces{};
    for (int &f : faces)
        f = fateDieFromD6(random.d6());
    return faces;
}

} // namespace sw::fate
