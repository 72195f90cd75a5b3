#include "systems/soulhunter/manifest.h"

#include <array>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

Showing showTechnique(const Technique &t, std::optional<School> chosen)
{
    if (!t.prepared) // L268: only a prepared technique is shown
        return {u"soulhunter.technique.not_prepared"_s, std::nullopt};
    const bool universal = t.schools.contains(School::Universal);
    const bool several = universal || t.schools.size() > 1;
    if (!chosen) {
        if (several)
            return {u"soulhunter.technique.school_not_chosen"_s, std::nullopt};
        chosen = t.schools.isEmpty() ? std::nullopt : std::optional<School>(t.schools.constFirst());
    }
    if (!chosen || *chosen == School::Universal) // one real school: its attribute is the key (L269)
        return {u"soulhunter.technique.school_not_chosen"_s, std::nullopt};
    if (!universal && !t.schools.contains(*chosen))
        return {u"soulhunter.technique.school_not_its_own"_s, std::nullopt};
    return {QString(), *chosen == School::Martial ? Attribute::Physique : Attribute::Wisdom};
}

QString improvisedHealingRefusal(int hpRestored, int mpRestored, int mpPaid, bool inCombat)
{
    if (!inCombat && (hpRestored > mpPaid || mpRestored > mpPaid))
        return u"soulhunter.improvise.healing_cap"_s;
    return {};
}

namespace {

// L249-L258, row by row: 人群, 大小, 区域, 距离, 速度, 体型.
const std::array<std::array<const char16_t *, 6>, kScaleRows> &table()
{
    static const std::array<std::array<const char16_t *, 6>, kScaleRows> rows{{
        {u"一个", u"人类尺寸", u"个人", u"接触", u"平均人类", u"小型"},
        {u"几个", u"笨重家具", u"几人", u"同一房间", u"快速人类", u"显眼"},
        {u"小型团队", u"大型动物", u"整个房间", u"街对面", u"快速动物", u"大型"},
        {u"大型团队", u"载具", u"几个房间", u"沿着街区", u"汽车", u"超大型"},
        {u"一群人", u"大型载具", u"整栋建筑", u"几个街区外", u"火车", u"巨型"},
        {u"一大群人", u"建筑物", u"一个街区", u"城镇另一边", u"磁悬浮", u"毁灭型"},
        {u"数千人", u"大型建筑物", u"整个社区", u"视线范围内", u"客机", u"碾压型"},
        {u"上万人", u"摩天大楼", u"整座城镇", u"地平线外", u"喷气式战斗机", u"灾害型"},
    }};
    return rows;
}

} // namespace

QString scaleWords(ScaleAspect aspect, int row)
{
    if (row < 0 || row >= kScaleRows)
        return {};
    return QString::fromUtf16(table()[std::size_t(row)][std::size_t(aspect)]);
}

std::optional<int> scaleRow(ScaleAspect aspect, const QString &words)
{
    for (int row = 0; row < kScaleRows; ++row) {
        if (scaleWords(aspect, row) == words)
            return row;
    }
    return std::nullopt;
}

QString scaleRefusal(int narrativePow, const QList<std::pair<ScaleAspect, int>> &rows)
{
    for (const auto &[aspect, row] : rows) {
        if (row > narrativePow) // the 7+ row is reached from POW 7 on
            return u"soulhunter.improvise.scale"_s;
    }
    return {};
}

} // namespace sw::soulhunter
