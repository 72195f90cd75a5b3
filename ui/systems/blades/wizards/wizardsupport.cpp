#include "wizardsupport.h"

#include "appsettings.h"

#include "systems/blades/l10n/violationtext.h"
#include "widgets/paperstyle.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPalette>
#include <QWizard>

using namespace Qt::StringLiterals;

namespace sw::ui::wizard {

QString explain(const QList<rules::Violation> &refused, const blades::RulePack &pack, Language language)
{
    QStringList lines;
    for (const rules::Violation &v : refused) {
        if (v.overridden)
            continue;
        const QString line = l10n::ViolationText::describe(v, pack, language);
        if (!lines.contains(line))
            lines << line;
    }
    return lines.join(u'\n');
}

QLabel *problemLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    label->hide();
    return label;
}

void showProblem(QLabel *label, const QString &text)
{
    // The sheets' red for a refused edit, taken afresh from the palette (the theme may have changed).
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, paper::refusedColor(palette));
    label->setPalette(palette);
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QList<blades::Entity> documentEntities(const blades::RulePack &pack, const QString &file, const QString &key)
{
    QJsonObject document = pack.documents.value(file);
    const QStringList path = key.split(u'/');
    for (qsizetype i = 0; i + 1 < path.size(); ++i)
        document = document.value(path.at(i)).toObject();
    QList<blades::Entity> out;
    for (const QJsonValue &value : document.value(path.constLast()).toArray()) {
        const QJsonObject o = value.toObject();
        blades::Entity e;
        e.id = o.value(u"id"_s).toString();
        e.name = blades::textFrom(o.value(u"name"_s));
        e.summary = blades::textFrom(o.value(u"summary"_s));
        e.source = o.value(u"source"_s).toString();
        e.example = o.value(u"example"_s).toBool();
        out << e;
    }
    return out;
}

QList<blades::Text> crewTypeTexts(const blades::RulePack &pack, const QString &crewType, const QString &key)
{
    QList<blades::Text> out;
    for (const QJsonValue &type : pack.documents.value(u"crew.json"_s).value(u"crew_types"_s).toArray()) {
        if (type[u"id"_s].toString() != crewType)
            continue;
        for (const QJsonValue &text : type[key].toArray())
            out << blades::textFrom(text);
    }
    return out;
}

QString withMnemonic(const QString &text, QString &used)
{
    QString plain = text;
    plain.replace(u"&"_s, u"&&"_s);
    for (qsizetype i = 0; i < plain.size(); ++i) {
        const QChar c = plain.at(i);
        if (c.unicode() > 127 || !c.isLetterOrNumber() || used.contains(c.toLower()))
            continue;
        used += c.toLower();
        return plain.left(i) + u'&' + plain.mid(i);
    }
    return plain;
}

QString joined(const QStringList &names, Language language)
{
    return names.join(language == Language::English ? u", "_s : u"、"_s);
}

QString entityHtml(const blades::Entity &entity, Language language)
{
    return u"<p><b>%1</b></p><p>%2</p>"_s.arg(entity.name.in(language).toHtmlEscaped(),
                                              entity.summary.in(language).toHtmlEscaped());
}

void followLanguageChange(QWizard &wizard, Language &language)
{
    if (const std::optional<Language> chosen = settings::language())
        language = *chosen;
    const QWizard::WizardStyle style = wizard.wizardStyle();
    wizard.setWizardStyle(style == QWizard::ClassicStyle ? QWizard::ModernStyle : QWizard::ClassicStyle);
    wizard.setWizardStyle(style);
}

} // namespace sw::ui::wizard
