package toi.server;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The e-mail notice tests' SMTP server in the test's own process (GreenMail): the relay that sends to it, and what it got. */
final class TestMail {
    private TestMail() {
    }

    /** A relay to {@code smtp} from toi@example.org, the links to https://toi.example.org/, a notice {@code after} a turn begins. */
    static ToiServer.Relay relay(GreenMailExtension smtp, Duration after) {
        return relay(smtp, "https://toi.example.org/", after);
    }

    /** The same with the links to {@code links} (a browser test's own server). */
    static ToiServer.Relay relay(GreenMailExtension smtp, String links, Duration after) {
        return new ToiServer.Relay("localhost:" + smtp.getSmtp().getPort(), "toi@example.org", null, null, false, links, after);
    }

    /** The mails {@code smtp} received for {@code address}, in the order received. */
    static List<MimeMessage> to(GreenMailExtension smtp, String address) throws MessagingException {
        List<MimeMessage> out = new ArrayList<>();
        for (MimeMessage m : smtp.getReceivedMessages()) {
            if (m.getAllRecipients()[0].toString().equals(address)) {
                out.add(m);
            }
        }
        return out;
    }
}
