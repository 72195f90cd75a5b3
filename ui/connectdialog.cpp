#include "connectdialog.h"

#include "appsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>

#ifdef SHEETWRIGHT_WITH_KEYCHAIN
#include <QEventLoop>
#include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr auto kService = "Sheetwright shared campaigns";

// Passwords kept for this process only (no keychain service, or it refused).
QHash<QString, QString> &memoryPasswords()
{
    static QHash<QString, QString> passwords;
    return passwords;
}

#ifdef SHEETWRIGHT_WITH_KEYCHAIN
// Runs one keychain job to its end; false when the keychain refused or there is none.
bool runJob(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
    return job.error() == QKeychain::NoError;
}
#endif

} // namespace

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent), m_host(new QLineEdit(this)), m_port(new QSpinBox(this)), m_database(new QLineEdit(this)),
      m_user(new QLineEdit(this)), m_password(new QLineEdit(this)), m_sslMode(new QComboBox(this)),
      m_remember(new QCheckBox(this)), m_sslNote(new QLabel(this))
{
    setObjectName(u"connectDialog"_s);
    m_host->setObjectName(u"host"_s);
    m_port->setObjectName(u"port"_s);
    m_port->setRange(1, 65535);
    m_database->setObjectName(u"database"_s);
    m_user->setObjectName(u"user"_s);
    m_password->setObjectName(u"password"_s);
    m_password->setEchoMode(QLineEdit::Password);
    m_sslMode->setObjectName(u"sslmode"_s);
    for (const QString &mode : {u"verify-full"_s, u"verify-ca"_s, u"require"_s, u"prefer"_s, u"disable"_s})
        m_sslMode->addItem(mode, mode);
    m_remember->setObjectName(u"remember"_s);
    m_sslNote->setWordWrap(true);
    // The last connection's parts, never its password.
    QSettings settings;
    settings.beginGroup(u"sharedCampaign"_s);
    m_host->setText(settings.value(u"host"_s).toString());
    m_port->setValue(settings.value(u"port"_s, 5432).toInt());
    m_database->setText(settings.value(u"database"_s).toString());
    m_user->setText(settings.value(u"user"_s).toString());
    m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(settings.value(u"sslmode"_s, u"verify-full"_s))));
    m_remember->setChecked(true);

    auto *form = new QFormLayout;
    for (QWidget *field : std::initializer_list<QWidget *>{m_host, m_port, m_database, m_user, m_password, m_sslMode}) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_labels.append(label);
        form->addRow(label, field);
    }
    form->addRow(QString(), m_sslNote);
    form->addRow(QString(), m_remember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setLayout(form);
    for (QLineEdit *edit : {m_host, m_user})
        connect(edit, &QLineEdit::editingFinished, this, &ConnectDialog::recallPassword);
    connect(m_database, &QLineEdit::editingFinished, this, &ConnectDialog::recallPassword);
    retranslate();
    recallPassword();
}

QString ConnectDialog::passwordStore()
{
#ifdef SHEETWRIGHT_WITH_KEYCHAIN
    // SHEETWRIGHT_NO_KEYCHAIN: memory only (the tests, which must not write the user's keychain).
    return qEnvironmentVariableIsSet("SHEETWRIGHT_NO_KEYCHAIN") ? u"memory"_s : u"keychain"_s;
#else
    return u"memory"_s;
#endif
}

QString ConnectDialog::key() const
{
    return u"%1@%2:%3/%4"_s.arg(m_user->text(), m_host->text()).arg(m_port->value()).arg(m_database->text());
}

QString ConnectDialog::address() const
{
    QUrl url;
    url.setScheme(u"postgresql"_s);
    url.setHost(m_host->text().trimmed());
    url.setPort(m_port->value());
    url.setPath(u'/' + m_database->text().trimmed());
    url.setUserName(m_user->text().trimmed(), QUrl::DecodedMode);
    if (!m_password->text().isEmpty())
        url.setPassword(m_password->text(), QUrl::DecodedMode);
    QUrlQuery query;
    query.addQueryItem(u"sslmode"_s, m_sslMode->currentData().toString());
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

void ConnectDialog::recallPassword()
{
    if (!m_password->text().isEmpty())
        return;
    if (const auto it = memoryPasswords().constFind(key()); it != memoryPasswords().constEnd()) {
        m_password->setText(*it);
        return;
    }
#ifdef SHEETWRIGHT_WITH_KEYCHAIN
    if (m_user->text().isEmpty() || m_host->text().isEmpty() || passwordStore() != u"keychain"_s)
        return;
    QKeychain::ReadPasswordJob job{QString::fromLatin1(kService)};
    job.setKey(key());
    if (runJob(job))
        m_password->setText(job.textData());
#endif
}

void ConnectDialog::rememberPassword()
{
    QSettings settings;
    settings.beginGroup(u"sharedCampaign"_s);
    settings.setValue(u"host"_s, m_host->text());
    settings.setValue(u"port"_s, m_port->value());
    settings.setValue(u"database"_s, m_database->text());
    settings.setValue(u"user"_s, m_user->text());
    settings.setValue(u"sslmode"_s, m_sslMode->currentData());
    if (!m_remember->isChecked() || m_password->text().isEmpty())
        return;
#ifdef SHEETWRIGHT_WITH_KEYCHAIN
    if (passwordStore() == u"keychain"_s) {
        QKeychain::WritePasswordJob job{QString::fromLatin1(kService)};
        job.setKey(key());
        job.setTextData(m_password->text());
        if (runJob(job))
            return;
    }
#endif
    memoryPasswords().insert(key(), m_password->text()); // no keychain: this run only
}

void ConnectDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ConnectDialog::retranslate()
{
    setWindowTitle(tr("Connect to a Shared Campaign"));
    const QStringList labels{tr("&Server:"), tr("&Port:"), tr("&Campaign database:"), tr("&User:"), tr("Pass&word:"),
                             tr("&Encryption:")};
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    m_sslMode->setItemText(0, tr("verify-full: encrypted, the server's name checked (recommended)"));
    m_sslMode->setItemText(1, tr("verify-ca: encrypted, the server's certificate checked"));
    m_sslMode->setItemText(2, tr("require: encrypted, the server not checked"));
    m_sslMode->setItemText(3, tr("prefer: encrypted when the server offers it"));
    m_sslMode->setItemText(4, tr("disable: not encrypted (only on your own network)"));
    m_sslNote->setText(tr("Ask the GM for the server's address, the database and your user name and password."));
    m_remember->setText(passwordStore() == u"keychain"_s ? tr("&Remember the password in the system keychain")
                                                         : tr("&Remember the password until Sheetwright closes"));
}

} // namespace sw::ui
