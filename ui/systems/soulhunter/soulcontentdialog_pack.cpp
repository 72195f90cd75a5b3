// The 狩魂者 content-pack editor's pack fields: the pack's name in zh-CN (required), zh-TW and
// English, its version (x.y.z) and its source, each checked by the content schema and written as
// one undo step when its line is left (soulcontentdialog.h).
#include "systems/soulhunter/soulcontentdialog.h"

#include "common/undolabel.h"
#include "systems/soulhunter/soulhuntereditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
const std::array<QString, 3> kNameLanguages{u"zh_CN"_s, u"zh_TW"_s, u"en"_s};
} // namespace

void SoulContentDialog::buildPackFields(QFormLayout *form)
{
    // Two rows, so that the table keeps its room: the name in the three languages; version and source.
    const auto line = [this](const QString &name, const QString &field) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(name);
        // Only what the player typed is written (not a line losing its focus as the window goes).
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, field] {
            if (!edit->isModified() || !isVisible())
                return;
            edit->setModified(false);
            writePackField(field, edit->text(), edit);
        });
        return edit;
    };
    auto *names = new QHBoxLayout;
    for (std::size_t l = 0; l < kNameLanguages.size(); ++l) {
        m_packName[l] = line(u"soulContentPackName_"_s + kNameLanguages[l], u"name/"_s + kNameLanguages[l]);
        names->addWidget(m_packName[l], 1);
    }
    m_packNameLabel = new QLabel(this);
    m_packNameLabel->setBuddy(m_packName[0]);
    form->addRow(m_packNameLabel, names);
    m_version = line(u"soulContentPackVersion"_s, u"version"_s);
    m_source = line(u"soulContentPackSource"_s, u"source"_s);
    m_versionLabel = new QLabel(this);
    m_versionLabel->setBuddy(m_version);
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setBuddy(m_source);
    auto *about = new QHBoxLayout;
    about->addWidget(m_version);
    about->addWidget(m_sourceLabel);
    about->addWidget(m_source, 3);
    form->addRow(m_versionLabel, about);
}

SoulContentDialog::~SoulContentDialog()
{
    for (QLineEdit *e : {m_packName[0], m_packName[1], m_packName[2], m_version, m_source})
        e->blockSignals(true);
}

void SoulContentDialog::showPack()
{
    const QJsonObject pack = currentPack().value_or(QJsonObject{});
    for (std::size_t l = 0; l < kNameLanguages.size(); ++l)
        m_packName[l]->setText(pack.value(u"name"_s).toObject().value(kNameLanguages[l]).toString());
    m_version->setText(pack.value(u"version"_s).toString());
    m_source->setText(pack.value(u"source"_s).toString());
    for (QLineEdit *e : {m_packName[0], m_packName[1], m_packName[2], m_version, m_source})
        e->setEnabled(!pack.isEmpty());
}

void SoulContentDialog::retranslatePack()
{
    m_packNameLabel->setText(tr("Pack name"));
    m_packName[0]->setPlaceholderText(tr("zh-CN (required)"));
    m_packName[1]->setPlaceholderText(tr("zh-TW"));
    m_packName[2]->setPlaceholderText(tr("English"));
    m_versionLabel->setText(tr("&Version"));
    m_version->setPlaceholderText(tr("e.g. 1.0.0"));
    m_sourceLabel->setText(tr("&Source"));
    m_source->setPlaceholderText(tr("where the catalogue comes from, e.g. the rulebook's pages"));
}

void SoulContentDialog::writePackField(const QString &field, const QString &text, QWidget *source)
{
    std::optional<QJsonObject> pack = currentPack();
    if (!pack)
        return;
    const QString t = text.trimmed();
    const QJsonObject before = *pack;
    const QString id = pack->value(u"id"_s).toString();
    QString label; // stored language-neutral (sw::UndoLabel)
    if (field.startsWith(u"name/"_s)) {
        const QString language = field.mid(5);
        QJsonObject name = pack->value(u"name"_s).toObject();
        if (t.isEmpty() && language != u"zh_CN"_s)
            name.remove(language); // zh-CN is required: an empty one is refused by the schema
        else
            name.insert(language, t);
        pack->insert(u"name"_s, name);
        label = SW_TR_LABEL("Content pack %1: name changed").arg(id);
    } else if (field == u"version"_s) {
        pack->insert(field, t); // x.y.z, or the schema says why not
        label = SW_TR_LABEL("Content pack %1: version changed").arg(id);
    } else {
        if (t.isEmpty())
            pack->remove(field);
        else
            pack->insert(field, t);
        label = SW_TR_LABEL("Content pack %1: source changed").arg(id);
    }
    if (*pack == before)
        return;
    if (!write(*pack, label, source))
        showPack(); // the stored value again
}

} // namespace sw::ui
