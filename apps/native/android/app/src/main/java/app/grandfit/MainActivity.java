package app.grandfit;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
