#include "aboutdialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(u":/icons/sheetwright.svg"_s).pixmap(96, 96));
    icon->setAlignment(Qt::AlignHCenter);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignHCenter);
    m_body = new QLabel(this);
    m_body->setWordWrap(true);
    m_body->setOpenExternalLinks(true);
    m_body->setTextInteractionFlags(Qt::TextBrowserInteraction);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(icon);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addWidget(buttons);
    setMinimumWidth(460);
    retranslate();
}

QString AboutDialog::creditsText() const
{
    return m_body->text();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Sheetwright"));
    m_title->setText(u"<h2>Sheetwright %1</h2>"_s.arg(QStringLiteral(SHEETWRIGHT_VERSION)));
    m_body->setText(
        u"<p>%1</p><p>%2</p><p>%3</p><p>%4</p>"_s
            .arg(tr("Character and crew sheets for Blades in the Dark and other Forged in the "
                    "Dark games, with the rules checked as you play."),
                 tr("This work is based on Blades in the Dark "
                    "(<a href=\"https://bladesinthedark.com/\">bladesinthedark.com</a>), product "
                    "of One Seven Design, developed and authored by John Harper, and licensed "
                    "for our use under the Creative Commons Attribution 3.0 Unported license "
                    "(<a href=\"https://creativecommons.org/licenses/by/3.0/\">CC BY 3.0</a>). "
                    "The Blades in the Dark SRD is published by Evil Hat Productions."),
                 tr("Traditional Chinese terms follow the Blades in the Dark SRD translation "
                    "by 洪偉 (暗夜冷鋒), also under CC BY 3.0."),
                 tr("Sheetwright is not affiliated with or endorsed by One Seven Design or "
                    "Evil Hat Productions.")));
}

} // namespace sw::ui
